// The study areas of the enterprise centre's situation pages and the limits of its calls.
export const ENTERPRISE_AREAS = ['course', 'exam', 'train', 'live'] as const;
export type EnterpriseArea = (typeof ENTERPRISE_AREAS)[number];

export const ENTERPRISE_RULES = {
  keywordMax: 50,
  exportMax: 5000,
  remindMax: 200,
  remindTextMax: 200,
} as const;
