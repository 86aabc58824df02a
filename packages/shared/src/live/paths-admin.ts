// The original back office's live paths (admin-calls.json, used_by non-empty).
const LIVE = '/api/common/v1/live';
const CATEGORY = '/api/common/v1/category';
const COUNT = '/api/margin/v1/count/live';

export const liveAdminPaths = {
  getLivePlan: `${LIVE}/plan/getLivePlan`,
  addLivePlan: `${LIVE}/plan/addLivePlan`,
  editLivePlan: `${LIVE}/plan/editLivePlan`,
  draftLivePlan: '/api/blade-resource/v1/live/plan/draftLivePlan',
  deleteLivePlan: `${LIVE}/plan/deleteLivePlan`,
  updateIsUsed: `${LIVE}/plan/updateIsUsed`,
  verifyIsLiving: `${LIVE}/plan/verifyIsLiving`,
  creatorList: `${LIVE}/plan/getLivePlanCreatorList`,
  liveTeachers: `${LIVE}/plan/getLiveTeachers`,
  guestOrAssistant: `${LIVE}/plan/getGuestOrAssistant`,
  statList: `${LIVE}/data/list`,
  audienceList: `${LIVE}/audience/list`,
  audienceDetail: `${LIVE}/audience/detail`,
  channelAuthInfo: `${LIVE}/getChannelAuthInfo`,
  usersByOrg: `${LIVE}/plan/getUsersByOrgId`,
  cancelKnowledgeSystem: '/api/blade-resource/v1/live/plan/cancelKnowledgeSystem',
  // The category tree of source = live (the original shares these paths between sources).
  addCategory: `${CATEGORY}/addCategory`,
  editCategory: `${CATEGORY}/editCategory`,
  checkCategory: `${CATEGORY}/checkCategory`,
  deleteCategory: `${CATEGORY}/deleteCategory`,
  categoryCreators: `${CATEGORY}/getCreatorList`,
  categorySort: `${CATEGORY}/updateCategorySort`,
  categoryStatus: `${CATEGORY}/updateCategoryStatus`,
  // The project statistics' live report (report/projectStatistics/liveClass): per live, exams, viewings.
  reportOverview: `${COUNT}/overview`,
  reportOverviewExport: `${COUNT}/overview/export`,
  reportExam: `${COUNT}/exam`,
  reportExamExport: `${COUNT}/exam/export`,
  reportDetail: `${COUNT}/detail`,
  reportDetailExport: `${COUNT}/detail/export`,
} as const;
