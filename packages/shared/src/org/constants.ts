// Limits and defaults of organisation and people (issue 20 item 3).

export const ORG_FIELD_MAX = {
  name: 50,
  code: 32,
  remark: 200,
  account: 32,
  personName: 32,
  email: 64,
  workNo: 32,
  ids: 1000,
  search: 50,
  intro: 1000,
} as const;

/** The password an admin's reset (and an import without one) sets, as the original back office announces it. */
export const DEFAULT_RESET_PASSWORD = 'elearn123';

/** How deep the org tree may grow (guards recursive walks). */
export const ORG_DEPTH_MAX = 20;
