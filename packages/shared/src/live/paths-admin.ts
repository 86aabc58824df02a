// The original back office's live paths (admin-calls.json, used_by non-empty).
const LIVE = '/api/common/v1/live';

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
} as const;
