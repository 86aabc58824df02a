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
} as const;
