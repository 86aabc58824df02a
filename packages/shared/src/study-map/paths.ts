// API paths of the study-map domain, written once. The learner's calls are the original client's
// (src/api/studyMap.js); the position chooser's are SPEC §7's; the back office's are the original back
// office's (src/api/studyMap/studyMap.js). Calls the original never named (material review, the chooser's
// permission probe) sit under the same prefixes.
const MY = '/api/margin/v1/position/route/user/my';
const USER = '/api/margin/v1/position/route/user';
const ROUTE = '/api/margin/v1/position/route';
const ABILITY = '/api/blade-margin/v1/ability';
const POSITION = '/api/manage/v1/foreground/base/position';

export const studyMapPaths = {
  myRoutes: `${MY}/route`,
  mySituation: `${MY}/situation`,
  myWay: `${MY}/way`,
  chooseRoute: `${MY}/way/choose`,
  /** The learner's position and whether they may choose it (SPEC §6). */
  myPosition: `${MY}/position`,
  myMaterial: `${USER}/ability/file/my`,
  addMaterial: `${USER}/ability/file/add`,
  deleteMaterial: `${USER}/ability/file/delete`,
  /** Position chooser (SPEC §2 list 6, §7). */
  positionList: `${POSITION}/personal/list`,
  changePosition: `${POSITION}/change/my`,
  /** A learning way's pre-checks before opening it (src/api/studyMap.js): is the course or exam still there. */
  simpleCourse: '/api/manage/v1/web/coursecenter/getSimpleCourse',
  examById: '/api/manage/v1/exam/center/examById',
} as const;

export const studyMapAdminPaths = {
  abilityList: `${ABILITY}/queryAbility`,
  abilityById: `${ABILITY}/queryAbilityById`,
  abilityDelete: `${ABILITY}/deleteAbility`,
  abilityLevelDelete: `${ABILITY}/deleteAbilityLevel`,
  abilityLevelRouteDelete: `${ABILITY}/deleteAbilityLevelRoute`,
  abilityUpdate: `${ABILITY}/update`,
  abilitySave: `${ABILITY}/save`,
  abilityBindPosition: `${ABILITY}/queryAbilityBindPosition`,
  positionAbility: `${ABILITY}/queryPositionAbility`,
  positionAbilityAdd: `${ABILITY}/addPositionAbility`,
  routeTree: `${ROUTE}/tree`,
  routeInfo: `${ROUTE}/info`,
  /** The routes the position tree suggests for a position, checked when it has them. */
  routeConf: `${ROUTE}/conf`,
  routeSubmit: `${ROUTE}/submit`,
  routeDelete: `${ROUTE}/delete`,
  userPage: `${USER}/page`,
  userDetail: `${USER}/detail`,
  userRoutes: `${USER}/route`,
  userWay: `${USER}/detail/way/all`,
  materialPage: `${USER}/ability/file/page`,
  materialReview: `${USER}/ability/file/review`,
  setting: `${ROUTE}/setting`,
} as const;
