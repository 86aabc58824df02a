// Failures of the live domain (SPEC §8).
import type { CatalogueEntry } from '../common/errors.ts';

export const liveErrors = {
  LIVE_DISABLED: { status: 403, resCode: 403, message: 'live.disabled' },
  LIVE_DELETED: { status: 404, resCode: 404, message: 'live.deleted' },
} as const satisfies Record<string, CatalogueEntry>;
