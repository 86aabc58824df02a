// Type helpers of the enum files: an enum's union of values, and its bilingual labels.
import type { Lang } from '../messages.ts';

export type ValueOf<T> = T[keyof T];
export type Labels<K extends PropertyKey> = Readonly<Record<K, Readonly<Record<Lang, string>>>>;
