// The back-office paths of organisation and people (admin-calls.json, domain "user/org" and the lecturer and
// tutor areas, entries used by a page): the org tree, positions, job levels, users, user groups, lecturers,
// tutors, and the imports of users (t1), org units (t2), positions (t9), user groups (t10), lecturers (t7).
const ORG = '/api/org/v1/organization';
const POSITION = '/api/manage/v1/source/base/position';
const JOB_LEVEL = '/api/blade-system/v1/system/jobLevel';
const USER = '/api/user/v1/user';
const GROUP = '/api/user/v1/usergroup';
const GROUP_REL = '/api/user/v1/usergrouprel';
const TEACHER = '/api/manage/v1/teacher';
const TUTOR = '/api/blade-manage/v1/tutorManage';

export const orgAdminPaths = {
  /** GET the tree (`parentOrgId`), POST add, PUT edit, DELETE (`ids`). */
  org: ORG,
  orgTree: `${ORG}/tree`,
  orgSort: `${ORG}/sort`,
  orgLeader: `${ORG}/leader`,
  /** One level of the tree (`parentId`) for the org management table. */
  orgLevel: '/api/blade-system/v1/organization/new',
  orgExport: '/api/blade-system/v1/organization/export',
  orgImport: '/api/blade-system/v1/organization/import',
  orgImportErrors: '/api/blade-system/v1/organization/exportErrFile',

  /** GET search by name, POST add, PUT edit, DELETE. */
  position: `${POSITION}/info`,
  positionAll: `${POSITION}/all`,
  positionChild: `${POSITION}/child`,
  positionTop: `${POSITION}/top/list`,
  positionUsers: `${POSITION}/users`,
  positionUserList: '/api/manage/v1/positions/userList',
  positionExport: '/api/manage/v1/positions/export',
  positionImport: '/api/manage/v1/positions/import',
  positionImportErrors: '/api/manage/v1/positions/exportErrFile',

  jobLevelAll: `${JOB_LEVEL}/all`,
  jobLevelChild: `${JOB_LEVEL}/child`,
  jobLevelSearch: `${JOB_LEVEL}/searchJobLevel`,
  jobLevelSave: `${JOB_LEVEL}/save`,
  jobLevelUpdate: `${JOB_LEVEL}/update`,
  jobLevelDelete: `${JOB_LEVEL}/delete`,

  /** The users of an org unit and below, paged (`orgId`, `search`). */
  orgUsers: '/api/org/v1/org/user',
  orgUsersExport: '/api/org/v1/org/user/export',
  /** The same people under the 'business' structure of the original (we keep one org structure). */
  businessOrgUsers: '/api/org/v1/business/org/user',
  /** One level of the 'business' org tree with its direct people (the same tree as `/org/user/child`). */
  bizOrgUserChild: '/api/org/v1/biz/org/user/child',
  /** GET one (`userId`), POST create, PUT edit, DELETE (`userId`). */
  userInfo: `${USER}/info`,
  userWorkList: `${USER}/work/list`,
  userAll: `${USER}/all`,
  userOuterList: `${USER}/outer/list`,
  userStatus: `${USER}/status/reset`,
  userResetPassword: `${USER}/pwd/reset`,
  userBatchOrg: `${USER}/updateUserIdBatchOrg`,
  userDeleteByIds: `${USER}/deleteByIds`,
  userRole: `${USER}/role`,
  userIdentity: `${USER}/identity`,
  userWorkNo: `${USER}/workno`,
  addressBookOrg: `${USER}/address/book/org`,
  addressBookUser: `${USER}/address/book/user`,
  userManagedOrgs: `${USER}/getMgmtOrgIds`,
  userImport: `${USER}/import`,
  userImportErrors: `${USER}/exportErrFile`,

  groupPage: `${GROUP}/listPage`,
  groupSave: `${GROUP}/save`,
  groupUpdate: `${GROUP}/update`,
  groupDelete: `${GROUP}/delete`,
  groupExport: `${GROUP}/export`,
  groupImport: `${GROUP}/import`,
  groupImportErrors: `${GROUP}/errFileExport`,
  groupUsers: `${GROUP_REL}/userList`,
  groupUsersAdd: `${GROUP_REL}/save`,
  groupUsersDelete: `${GROUP_REL}/delete`,

  /** This product's lecturer management list (the original list path serves the learner's filter). */
  lecturerPage: `${TEACHER}/manage/page`,
  lecturerExport: `${TEACHER}/manage/export`,
  lecturerAdd: `${TEACHER}/add`,
  lecturerGet: `${TEACHER}/get`,
  lecturerUpdate: `${TEACHER}/update`,
  lecturerDelete: `${TEACHER}/list/delete`,
  lecturerStatus: `${TEACHER}/list/updateStatus`,
  lecturerCategories: `${TEACHER}/queryTeacherCataList`,
  lecturerCategoryAdd: `${TEACHER}/addCatalog`,
  lecturerCategoryEdit: `${TEACHER}/editTeacherCatalog`,
  lecturerCategoryDelete: `${TEACHER}/deleteTeacherCatalog`,
  lecturerCategoryStatus: `${TEACHER}/catalog/updateStatus`,
  lecturerTemplate: `${TEACHER}/exportTemplate`,
  lecturerCreators: `${TEACHER}/getCreatorList`,
  lecturerImport: `${TEACHER}/import`,
  lecturerImportErrors: `${TEACHER}/exportErrFile`,

  tutorList: `${TUTOR}/selectTutorList`,
  tutorExport: `${TUTOR}/export`,
  tutorAdd: `${TUTOR}/addTutor`,
  tutorDelete: `${TUTOR}/deleteTutor`,
  tutorStudents: `${TUTOR}/studentList`,
  tutorEdit: `${TUTOR}/editTutor`,
  tutorDetail: `${TUTOR}/tutorDetail`,
  tutorCheck: `${TUTOR}/checkTutor`,
  tutorApprenticeCheck: `${TUTOR}/isExitTutor`,
  tutorExperience: `${TUTOR}/queryExperienceList`,
  tutorApprenticeStatus: `${TUTOR}/updateStatus`,
} as const;
