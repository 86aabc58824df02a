// Request schemas of the one search: the header's text (1..100 characters once trimmed), a tab, a page.
import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../common/constants.ts';
import { ZPageQuerySchema, zRequiredText } from '../common/validation.ts';
import { searchTabKinds } from './enums.ts';

export const ZHomeSearchQuerySchema = ZPageQuerySchema.extend({
  keyword: zRequiredText({
    required: 'search.keywordRequired',
    max: SEARCH_TEXT_MAX,
    tooLong: 'validation.searchTooLong',
  }),
  /** A tab; absent = every kind at once. */
  type: z.enum(searchTabKinds, { error: 'search.typeInvalid' }).optional(),
});
export type THomeSearchQuery = z.infer<typeof ZHomeSearchQuerySchema>;

export const ZSearchSuggestQuerySchema = z.object({
  keyword: zRequiredText({
    required: 'search.keywordRequired',
    max: SEARCH_TEXT_MAX,
    tooLong: 'validation.searchTooLong',
  }),
});
export type TSearchSuggestQuery = z.infer<typeof ZSearchSuggestQuerySchema>;
