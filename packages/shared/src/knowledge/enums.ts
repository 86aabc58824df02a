// States and kinds of the knowledge base.
export const KnowledgeStatus = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
export type TKnowledgeStatus = (typeof KnowledgeStatus)[keyof typeof KnowledgeStatus];

/** The original client's `type`: 1 video, 2 document, 3 material to download; 4 an article (back office). */
export const KnowledgeType = { video: 1, document: 2, download: 3, article: 4 } as const;
export type TKnowledgeType = (typeof KnowledgeType)[keyof typeof KnowledgeType];

/** 0 local files (attachments), 1 a link (`resUrl`). */
export const KnowledgeUploadType = { local: 0, link: 1 } as const;

export const KNOWLEDGE_RULES = {
  nameMax: 60,
  introductionMax: 200,
  urlMax: 2083,
  attachmentsMax: 20,
  commentMax: 500,
  catalogNameMax: 32,
  contentMax: 50_000,
} as const;

/** The approval form key the original client sends for a learner's share. */
export const KNOWLEDGE_SHARE_FORM_KEY = 'applyKnowledgeShare';
