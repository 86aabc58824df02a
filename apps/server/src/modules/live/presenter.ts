// Replies of the live domain, built from what the services return; field names the original clients read
// keep their spelling.
import {
  type BatchDeclare,
  type CycleMode,
  type LiveSignUpStatus,
  type LiveStatus,
  planRanges,
  planTimeTexts,
  type Removable,
  type TLiveDetail,
  type TLiveExamItem,
  type TLiveItem,
  type TLiveReplay,
  type TLiveStudent,
  type TPage,
} from '@elearning/shared';
import { paged } from '../../core/paging.ts';
import { playUrlOf } from './broadcast-service.ts';
import type { LiveDetailData } from './detail-service.ts';
import type { listLiveExams } from './exam-service.ts';
import type { CardRow } from './queries.ts';
import type { ReplayRow } from './replay-service.ts';

const BATCH: readonly string[] = ['single', 'plural', 'cycle'];
const asBatch = (value: string): BatchDeclare => (BATCH.includes(value) ? (value as BatchDeclare) : 'single');
const asStatus = (value: number): LiveStatus => (value >= 0 && value <= 3 ? (value as LiveStatus) : 1);
const asSignUp = (value: number | null): LiveSignUpStatus | null =>
  value === 0 || value === 1 || value === 2 ? value : null;

export function presentCard(row: CardRow, isRemove: Removable = 1): TLiveItem {
  const batchDeclare = asBatch(row.batch_declare);
  const ranges = planRanges(batchDeclare, row.plan_times, row.cycle);
  const status = asStatus(row.status);
  return {
    liveId: row.id,
    channelName: row.channel_name,
    categoryName: row.category_name,
    coverImageUrl: row.cover_image_url,
    status,
    viewersNumber: row.viewers + row.virtual_people,
    knowledgeSystemName: row.knowledge_system_name,
    isRemove,
    lecturerName: row.lecturer_name,
    lecturerId: row.lecturer_id,
    planTime: planTimeTexts(ranges),
    batchDeclare,
    cycleInfo: {
      cycleMode: (row.cycle?.cycleMode ?? '') as CycleMode | '',
      cycleTime: row.cycle?.cycleTime ?? '',
    },
  };
}

export function presentCardPage(
  page: { rows: (CardRow & { is_remove?: number })[]; totalNum: number },
  pageSize: number,
): TPage<TLiveItem> {
  return paged(
    page.rows.map((row) => presentCard(row, row.is_remove === 0 ? 0 : 1)),
    page.totalNum,
    pageSize,
  );
}

export function presentDetail(data: LiveDetailData): TLiveDetail {
  const { card, extra, staff } = data;
  return {
    ...presentCard(card),
    introduction: extra?.introduction ?? '',
    isUsed: card.is_used ? 1 : 0,
    role: data.role,
    signUpStatus: asSignUp(extra?.sign_up_status ?? null),
    needSignUp: card.audience === 'signUp',
    canWatch: data.canWatch,
    isCollect: extra?.is_collect ? 1 : 0,
    likeNum: extra?.like_num ?? 0,
    commentNum: extra?.comment_num ?? 0,
    guests: staff.filter((row) => row.role === 'guest').map((row) => row.name),
    assistants: staff.filter((row) => row.role === 'assistant').map((row) => row.name),
  };
}

export function presentReplay(row: ReplayRow): TLiveReplay {
  return {
    id: row.id,
    liveId: row.live_id,
    title: row.channel_name,
    playUrl: playUrlOf(row.stream_id),
    durationSeconds: row.duration_seconds,
    startedAt: row.started_at,
    status: row.replay_visible ? 1 : 0,
    position: row.position,
  };
}

export function presentStudent(row: {
  user_id: number;
  name: string;
  org_name: string;
  watch_seconds: number;
  first_seen_at: number | null;
  sign_up_id: number | null;
  sign_up_status: number | null;
  created_at: number | null;
}): TLiveStudent {
  return {
    userId: row.user_id,
    name: row.name,
    orgName: row.org_name,
    watchSeconds: row.watch_seconds,
    firstSeenAt: row.first_seen_at,
    signUpId: row.sign_up_id,
    signUpStatus: asSignUp(row.sign_up_status),
    createdAt: row.created_at,
  };
}

type LiveExamRow = Awaited<ReturnType<typeof listLiveExams>>['rows'][number];

export function presentLiveExam(row: LiveExamRow): TLiveExamItem {
  return {
    examId: row.exam_id,
    examName: row.exam_name,
    published: row.published,
    beginTime: row.begin_at?.getTime() ?? null,
    endTime: row.end_at?.getTime() ?? null,
    arrangedNum: row.arranged_num,
    takenNum: row.taken_num,
    passedNum: row.passed_num,
    pendingNum: row.pending_num,
    averageScore: row.average_score,
  };
}
