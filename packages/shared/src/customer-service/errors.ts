// Failures of the customer-service chat.
import type { CatalogueEntry } from '../common/errors.ts';

export const customerServiceErrors = {
  CS_NOT_AGENT: { status: 409, resCode: 409, message: 'customerService.notAgent' },
  CS_NOT_OPEN: { status: 409, resCode: 409, message: 'customerService.notOpen' },
  CS_TOO_FAST: { status: 429, resCode: 429, message: 'customerService.tooFast' },
} as const satisfies Record<string, CatalogueEntry>;
