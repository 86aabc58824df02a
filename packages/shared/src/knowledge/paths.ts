// Every API path of the knowledge base and the knowledge system: the learner site's calls, the personal
// centre's share calls and the back office's (knowledge-base and knowledge-system areas).
const MANAGE = '/api/manage/v1/knowledge';
const WEB = '/api/manage/v1/web/knowledge';
const CATEGORY = '/api/blade-resource/v1/category';

export const knowledgePaths = {
  list: `${WEB}/getForegroundKnowledgeList`,
  nextCatalogs: `${WEB}/getNextCatalogsById`,
  frontCatalogs: `${MANAGE}/catalog/front/list`,
  details: `${MANAGE}/manage/details`,
  ratings: `${WEB}/getScopeList`,
  rate: `${WEB}/addCourseScope`,
  watch: `${WEB}/watchOperate`,
  download: `${WEB}/downloadOperate`,
  operateCredit: `${MANAGE}/manage/saveKnowledgeOperateCredit`,
  frontAdd: '/api/blade-manage/v1/knowledge/front/add',
  frontUpdate: '/api/blade-manage/v1/knowledge/front/update',
  collect: `${MANAGE}/manage/collectOperate`,
  collections: '/api/manage/v1/user/collect/knowledge/list',
  /** The knowledge-system tree (learner's /knowledge-system and the back office's system picker). */
  systemTree: `${CATEGORY}/getKnowledgeCatalogList`,
  /** The whole knowledge-base catalogue tree. */
  catalogTree: `${CATEGORY}/getAllKnowledgeCatalogList`,
  /** Trainings filed under a knowledge system (both spellings of the original client). */
  systemTrainings: '/api/manage/v1/web/getTrainList',
  systemTrainingsAlias: '/api/v1/web/getTrainList',
  /** Courses filed under a knowledge system. */
  systemCourses: '/api/manage/v1/course/getPcKsCourseList',
  /** Everything filed under a knowledge system node, every kind at once (the /systemList/trainSystem page). */
  systemItems: `${MANAGE}/system/items`,
  myShares: `${MANAGE}/manage/myShareList`,
  approvalInfo: `${MANAGE}/manage/getApprInfo`,
  remove: `${MANAGE}/list/delete`,
} as const;

export const knowledgeAdminPaths = {
  list: `${MANAGE}/manage/list`,
  add: `${MANAGE}/add`,
  update: `${MANAGE}/update`,
  updateStatus: `${MANAGE}/list/updateStatus`,
  top: `${MANAGE}/list/toping`,
  move: `${MANAGE}/list/move`,
  catalogList: `${MANAGE}/catalog/list`,
  catalogAdd: `${MANAGE}/catalog/add`,
  catalogUpdate: `${MANAGE}/catalog/update`,
  catalogStatus: `${MANAGE}/catalog/updateStatus`,
  catalogDelete: `${MANAGE}/catalog/delete`,
  catalogSort: `${MANAGE}/catalog/sort`,
  catalogCreators: `${MANAGE}/catalog/creatUsers`,
  ratingDelete: `${WEB}/deleteScope`,
  ratingExport: `${WEB}/exportScopeList`,
  /** Knowledge resources filed under a knowledge system (back office). */
  systemList: `${MANAGE}/system/list`,
  removeSystem: `${MANAGE}/remove/knowledgeSystem`,
} as const;
