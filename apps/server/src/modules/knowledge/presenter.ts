// The knowledge base's replies, with the field names the original client reads.
import type {
  TKnowledgeApprovalInfo,
  TKnowledgeCard,
  TKnowledgeDetail,
  TKnowledgeRating,
  TKnowledgeStatus,
  TKnowledgeType,
} from '@elearning/shared';
import type { FiledRow } from '../search/browse-service.ts';
import type { CatalogNode, CatalogRow } from './catalog-service.ts';
import { type CardRow, type DetailRow, TYPE_NUMBERS } from './queries.ts';

function typeOf(name: string): TKnowledgeType {
  return TYPE_NUMBERS[name as keyof typeof TYPE_NUMBERS] ?? TYPE_NUMBERS.document;
}

function statusOf(value: string): TKnowledgeStatus {
  return value === 'approved' || value === 'rejected' ? value : 'pending';
}

export function presentCard(row: CardRow): TKnowledgeCard {
  return {
    id: row.id,
    resName: row.name,
    type: typeOf(row.resource_type),
    catalogId: row.catalog_id,
    catalogName: row.catalog_name,
    knowledgeSystemId: row.knowledge_system_id,
    knowledgeSystemName: row.knowledge_system_name,
    introduction: row.introduction,
    providerName: row.provider_name,
    createTime: row.created_at,
    watchNum: row.view_num,
    downloadNum: row.download_num,
    collectNum: row.collect_num,
    score: row.score,
    isTop: row.is_top,
    status: statusOf(row.status),
  };
}

export function presentDetail(row: DetailRow, userId: number): TKnowledgeDetail {
  return {
    ...presentCard(row),
    uploadType: row.upload_type === 1 ? 1 : 0,
    resUrl: row.url,
    allowDownload: row.allow_download ? 0 : 1,
    attachments: row.attachments,
    content: row.content,
    isCollect: row.is_collect,
    myScore: row.my_score,
    reviewRemark: row.uploader_id === userId ? row.review_remark : '',
    isMine: row.uploader_id === userId,
  };
}

export function presentRating(row: {
  id: number;
  user_name: string;
  score: number;
  comment: string;
  created_at: number;
}): TKnowledgeRating {
  return {
    id: row.id,
    userName: row.user_name,
    score: row.score,
    comment: row.comment,
    createTime: row.created_at,
  };
}

export function presentApproval(
  bizId: number,
  row: {
    status: string;
    review_remark: string;
    reviewer_name: string;
    reviewed_at: number | null;
    created_at: number;
  },
): TKnowledgeApprovalInfo {
  return {
    bizId,
    status: statusOf(row.status),
    reviewRemark: row.review_remark,
    reviewerName: row.reviewer_name,
    reviewTime: row.reviewed_at,
    submitTime: row.created_at,
  };
}

export function presentCatalogRow(row: CatalogRow) {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    status: row.enabled ? 0 : 1,
    sort: row.sort,
    creatorId: row.created_by,
    creatorName: row.creator_name,
    resourceNum: row.resource_num,
  };
}

export function presentCatalogTree(nodes: CatalogNode[]): CatalogNode[] {
  return nodes;
}

/** One item filed under a knowledge-system node, of any kind (the search index's row). */
export function presentFiledItem(row: FiledRow) {
  return { kind: row.kind, id: row.ref_id, name: row.title, cover: row.cover, createTime: row.updated_at };
}
