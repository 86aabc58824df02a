// System limits: the bounds of the dictionary and organisation queries' fields.
export const SYSTEM_FIELD_MAX = {
  dictCode: 64,
  /** Name search of the organisation and position lists. */
  search: 100,
} as const;
