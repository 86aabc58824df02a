// Reply types of the knowledge base and the knowledge system.
import type { TSearchKind } from '../search/enums.ts';
import type { TKnowledgeStatus, TKnowledgeType } from './enums.ts';

export type TKnowledgeAttachment = { fileId: string; fileName: string; url: string };

export type TKnowledgeCard = {
  id: number;
  resName: string;
  type: TKnowledgeType;
  catalogId: number | null;
  catalogName: string;
  knowledgeSystemId: number | null;
  knowledgeSystemName: string;
  introduction: string;
  providerName: string;
  createTime: number;
  watchNum: number;
  downloadNum: number;
  collectNum: number;
  score: number;
  isTop: boolean;
  status: TKnowledgeStatus;
};

export type TKnowledgeDetail = TKnowledgeCard & {
  uploadType: 0 | 1;
  resUrl: string;
  allowDownload: 0 | 1;
  attachments: TKnowledgeAttachment[];
  content: string;
  isCollect: boolean;
  myScore: number;
  reviewRemark: string;
  /** The viewer uploaded it (may edit and delete while not approved). */
  isMine: boolean;
};

export type TKnowledgeCatalog = {
  id: number;
  name: string;
  parentId: number | null;
  children: TKnowledgeCatalog[];
};

export type TKnowledgeRating = {
  id: number;
  userName: string;
  score: number;
  comment: string;
  createTime: number;
};

export type TKnowledgeApprovalInfo = {
  bizId: number;
  status: TKnowledgeStatus;
  reviewRemark: string;
  reviewerName: string;
  reviewTime: number | null;
  submitTime: number;
};

export type TKnowledgeSystemItem = {
  kind: TSearchKind;
  id: number;
  name: string;
  cover: string;
  createTime: number;
};
