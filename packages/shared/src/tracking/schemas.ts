// Request schemas of the tracking domain: one page view (buryPointWeb). Query strings arrive as text; an
// absent optional field often arrives as '' or null.
import { z } from 'zod';
import { PAGE_VIEW_LIMITS } from './constants.ts';
import { PageType } from './enums.ts';

function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** `GET /api/margin/external/opening/v1/buryPointWeb`: one page view. */
export const ZBuryPointQuerySchema = z.object({
  path: z.string().trim().min(1).max(PAGE_VIEW_LIMITS.path),
  title: z.preprocess(blankToUndefined, z.string().trim().max(PAGE_VIEW_LIMITS.title).default('')),
  pageType: z.preprocess(blankToUndefined, z.enum(PageType).default(PageType.other)),
});
export type TBuryPointQuery = z.infer<typeof ZBuryPointQuerySchema>;
