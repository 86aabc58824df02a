// Domain events of the knowledge base (consumed by achievements for points).
export const knowledgeEvents = {
  viewed: 'knowledge.viewed',
  downloaded: 'knowledge.downloaded',
  shareApproved: 'knowledge.shareApproved',
} as const;
