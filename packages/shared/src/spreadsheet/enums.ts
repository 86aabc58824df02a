// How an import treats bad rows: import the good ones anyway, or nothing at all when any row is bad.
import type { ValueOf } from '../common/types.ts';

export const ImportMode = { partial: 'partial', allOrNothing: 'allOrNothing' } as const;
export type ImportMode = ValueOf<typeof ImportMode>;
