// The live domain's API paths: the original learner client's (src/api/live.js, the lecturer task, home,
// my task and knowledge-system calls), the original back office's, and our own ingest and playback calls
// that replace the outside provider's channel tokens.
const LIVE = '/api/common/v1/live';
const TEACHER = '/api/manage/v1/web/teacher';

export const livePaths = {
  // Learner pages
  list: `${LIVE}/list`,
  /** The live's detail (`?liveId=`): the same call for the lecturer and the learner. */
  detail: LIVE,
  simple: '/api/common/v1/simple/live',
  userRole: `${LIVE}/user/role`,
  applyJoin: `${LIVE}/userLiveApplyJoin`,
  comments: `${LIVE}/comment/commentList`,
  postComment: `${LIVE}/comment/comment`,
  students: `${LIVE}/student`,
  summary: `${LIVE}/data/summary`,
  audience: `${LIVE}/data/audience`,
  replayList: `${LIVE}/replay/videoList`,
  replayStatus: `${LIVE}/replay/status`,
  virtualPeople: '/api/common/external/opening/getLiveVirtualPeople',
  categoryTree: '/api/common/v1/category/getCategoryTree',
  planList: `${LIVE}/plan/getLivePlanList`,
  homeLives: '/api/manage/v1/web/index/queryLiveStreamingList',
  // My task
  studentList: `${LIVE}/liveStudentList`,
  studentNum: `${LIVE}/liveStudentNum`,
  // Collections
  collected: '/api/manage/v1/user/collect/live/list',
  saveCollect: '/api/blade-resource/v1/live/saveCollect',
  cancelCollect: '/api/blade-resource/v1/live/cancelCollect',
  isCollect: '/api/blade-resource/v1/live/getIsCollectLive',
  // Lecturer task
  lecturerLives: `${LIVE}/lectureLiveTaskList`,
  lecturerExamInfo: `${TEACHER}/liveExamInfo`,
  /** The lecturer pushes one of their exams to the live's viewers (POST liveId, examId). */
  pushExam: `${LIVE}/exam/push`,
  /** The lecturer's exams that may be pushed to the live (`?liveId=`). */
  pushableExams: `${LIVE}/exam/pushable`,
  lecturerApplyJoin: `${TEACHER}/liveApplyJoin`,
  approveApplyJoin: `${LIVE}/approvalLiveApplyJoin`,
  // Ingest and playback (the original asked an outside provider for these tokens)
  channelToken: `${LIVE}/plan/getChannelToken`,
  sonChannelToken: `${LIVE}/plan/getSonChannelToken`,
  broadcastStart: `${LIVE}/broadcast/start`,
  broadcastChunk: `${LIVE}/broadcast/chunk`,
  broadcastEnd: `${LIVE}/broadcast/end`,
  playback: `${LIVE}/playback`,
  /** HLS files: `${hls}/:streamId/:file` (index.m3u8, seg-N.ts). */
  hls: `${LIVE}/hls`,
  watchBeat: `${LIVE}/watch/heartbeat`,
  like: `${LIVE}/like`,
  replayProgress: `${LIVE}/replay/progress`,
  /** A PNG QR code of the H5 watch page (扫码观看). */
  qrCode: `${LIVE}/qrcode`,
} as const;

/** The URL of one HLS file of a stream. */
export function liveHlsPath(streamId: string, file: string): string {
  return `${livePaths.hls}/${encodeURIComponent(streamId)}/${encodeURIComponent(file)}`;
}
