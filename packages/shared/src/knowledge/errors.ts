// Failures of the knowledge base.
import type { CatalogueEntry } from '../common/errors.ts';

export const knowledgeErrors = {
  KNOWLEDGE_CATALOG_MISSING: { status: 400, resCode: 400, message: 'knowledge.catalogMissing' },
  KNOWLEDGE_SYSTEM_MISSING: { status: 400, resCode: 400, message: 'knowledge.systemMissing' },
  KNOWLEDGE_NOT_EDITABLE: { status: 409, resCode: 409, message: 'knowledge.notEditable' },
  KNOWLEDGE_DOWNLOAD_FORBIDDEN: { status: 403, resCode: 403, message: 'knowledge.downloadForbidden' },
  KNOWLEDGE_NOT_PENDING: { status: 409, resCode: 409, message: 'knowledge.notPending' },
  KNOWLEDGE_CATALOG_IN_USE: { status: 409, resCode: 409, message: 'knowledge.catalogInUse' },
} as const satisfies Record<string, CatalogueEntry>;
