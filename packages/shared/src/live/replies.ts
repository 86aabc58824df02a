// Reply shapes of the live domain: what the presenters return and the web app reads. Field names the
// original clients read keep their spelling (liveId, channelName, viewersNumber, planTime, isRemove …).
import type { Removable } from '../common/enums.ts';
import type { BatchDeclare, CycleMode, LiveRole, LiveSignUpStatus, LiveStatus } from './enums.ts';

export type TLiveCycleInfo = { cycleMode: CycleMode | ''; cycleTime: string };

/** A live card (SPEC §3 Live item). */
export type TLiveItem = {
  liveId: number;
  channelName: string;
  categoryName: string;
  coverImageUrl: string;
  status: LiveStatus;
  viewersNumber: number;
  knowledgeSystemName: string;
  isRemove: Removable;
  lecturerName: string;
  lecturerId: number;
  planTime: string[];
  batchDeclare: BatchDeclare;
  cycleInfo: TLiveCycleInfo;
};

export type TLiveDetail = TLiveItem & {
  introduction: string;
  isUsed: 0 | 1;
  role: LiveRole;
  /** The caller's sign-up: null when none or the live takes none. */
  signUpStatus: LiveSignUpStatus | null;
  needSignUp: boolean;
  canWatch: boolean;
  isCollect: 0 | 1;
  likeNum: number;
  commentNum: number;
  guests: string[];
  assistants: string[];
};

export type TLivePlayback = {
  liveId: number;
  status: LiveStatus;
  /** The HLS playlist of the broadcast now on air; '' when none. */
  playUrl: string;
  viewersNumber: number;
  likeNum: number;
  startedAt: number | null;
};

export type TLiveIngest = {
  liveId: number;
  sessionId: number;
  source: 'browser' | 'rtmp';
  /** The browser tab's secret ingest id (chunks carry it). */
  ingestId: string;
  /** For OBS: server and stream key (secret, new per session). */
  rtmpUrl: string;
  streamKey: string;
  playUrl: string;
};

export type TLiveCommentItem = {
  id: number;
  userId: number;
  userName: string;
  content: string;
  createdAt: number;
};
export type TLiveStudent = {
  userId: number;
  name: string;
  orgName: string;
  watchSeconds: number;
  firstSeenAt: number | null;
  signUpId: number | null;
  signUpStatus: LiveSignUpStatus | null;
  createdAt: number | null;
};
export type TLiveReplay = {
  id: number;
  liveId: number;
  title: string;
  playUrl: string;
  durationSeconds: number;
  startedAt: number;
  status: 0 | 1;
  position: number;
};
export type TLiveSummary = {
  liveId: number;
  viewerNum: number;
  virtualPeople: number;
  watchSeconds: number;
  commentNum: number;
  likeNum: number;
  signUpNum: number;
  peakViewers: number;
  /** Viewers per minute of the broadcast. */
  timeline: { at: number; viewers: number }[];
};
export type TLiveVirtualPeople = { liveId: number; virtualPeople: number; realPeople: number; total: number };
export type TLiveRealtime =
  | { kind: 'comment'; liveId: number; comment: TLiveCommentItem }
  | { kind: 'like'; liveId: number; likeNum: number }
  | { kind: 'count'; liveId: number; viewersNumber: number }
  | { kind: 'state'; liveId: number; status: LiveStatus; playUrl: string }
  | { kind: 'exam'; liveId: number; examId: number; examName: string };
/** One exam of a live as its lecturer sees it (liveExamInfo): figures of the exam module. */
export type TLiveExamItem = {
  examId: number;
  examName: string;
  published: boolean;
  beginTime: number | null;
  endTime: number | null;
  arrangedNum: number;
  takenNum: number;
  passedNum: number;
  pendingNum: number;
  averageScore: number | null;
};
