// Limits of the role domain's forms (issue 20 items 2 and 8).
export const ROLE_RULES = {
  nameMax: 32,
  codeMax: 32,
  remarkMax: 200,
  /** Users added to or removed from a role in one request. */
  batchMax: 500,
  tenantIdRegex: /^[a-z][a-z0-9-]{1,31}$/,
  tenantNameMax: 64,
  domainMax: 253,
  domainRegex: /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
  auditTextMax: 64,
  categoryNameMax: 32,
  /** A work-number rule: up to 5 characters, letters then a digit count of 1 to 18 ('BLH4'). */
  workNoRuleMax: 5,
  workNoRuleRegex: /^[A-Za-z]{0,4}([1-9]|1[0-8])$/,
  menuNameMax: 64,
  menuPathMax: 255,
} as const;
