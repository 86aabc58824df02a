// API paths of the enterprise centre (SPEC §2 /enterprise/*, org admins only). The original learner client
// lists no calls for it; these follow its style under /api/manage/v1/enterprise.
const E = '/api/manage/v1/enterprise';

export const enterprisePaths = {
  /** The units I administer, with their children (the filters' tree). */
  orgTree: `${E}/orgTree`,
  /** The centre's first screen: people and study figures over my subtree (or one unit of it). */
  overview: `${E}/overview`,
  students: `${E}/student/list`,
  studentsExport: `${E}/student/export`,
  /** One learner's figures in every study area. */
  studentSituation: `${E}/student/situation`,
  /** One area per department of the chosen unit: joined and passed. */
  situation: `${E}/situation`,
  situationExport: `${E}/situation/export`,
  /** A message to learners who are behind. */
  remind: `${E}/remind`,
} as const;
