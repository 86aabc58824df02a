// Failures of the community.
import type { CatalogueEntry } from '../common/errors.ts';

export const communityErrors = {
  COMMUNITY_RATE_LIMITED: { status: 429, resCode: 429, message: 'community.rateLimited' },
  COMMUNITY_ZONE_CLOSED: { status: 409, resCode: 409, message: 'community.zoneClosed' },
  COMMUNITY_BANNED: { status: 403, resCode: 403, message: 'community.banned' },
  COMMUNITY_NOT_MODERATOR: { status: 403, resCode: 403, message: 'community.notModerator' },
  COMMUNITY_EMPTY_CONTENT: { status: 400, resCode: 400, message: 'community.contentRequired' },
  COMMUNITY_REASON_REQUIRED: { status: 400, resCode: 400, message: 'community.reasonRequired' },
} as const satisfies Record<string, CatalogueEntry>;
