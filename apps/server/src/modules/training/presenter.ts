// Replies of the learner's training calls, typed by the shared reply types; field names the original
// client reads keep their spelling.
import type {
  SessionKind,
  TrainScope,
  TrainStatus,
  TrainWay,
  TTrainCard,
  TTrainDetail,
  TTrainScheduleItem,
  TTrainSignInResult,
} from '@elearning/shared';
import type { ScheduleRow } from './catalog-service.ts';
import { signUpOpen } from './policy.ts';
import type { TrainingRow } from './queries.ts';
import { applyStatusOf } from './signup-service.ts';

const way = (n: number) => n as TrainWay;
const status = (n: number) => n as TrainStatus;
const scope = (s: string): TrainScope => (s === 'outer' ? 'outer' : 'inside');

/** The columns a card shows (queries-centre.ts reads only these). */
export type CardColumns = Pick<
  TrainingRow,
  | 'id'
  | 'name'
  | 'cover_url'
  | 'train_way'
  | 'train_scope'
  | 'trainee_num'
  | 'category_name'
  | 'status'
  | 'my_source'
  | 'begin_at'
  | 'end_at'
> & { progress: number };

export function presentCard(row: CardColumns): TTrainCard {
  return {
    id: row.id,
    menuName: row.name,
    coverPic: row.cover_url,
    coverUrl: row.cover_url,
    trainWay: way(row.train_way),
    trainScope: scope(row.train_scope),
    peopleNum: row.trainee_num,
    knowledgeSystemName: row.category_name,
    status: status(row.status),
    totalPrecent: row.progress,
    isRemove: row.my_source === 'apply' ? 1 : 0,
    trainBeginTime: row.begin_at,
    trainEndTime: row.end_at,
  };
}

export function presentDetail(row: TrainingRow, now: number): TTrainDetail {
  const full = row.plan_size > 0 && row.trainee_num >= row.plan_size;
  return {
    id: row.id,
    title: row.name,
    status: status(row.status),
    categoryName: row.category_name,
    trainBeginTime: row.begin_at,
    trainEndTime: row.end_at,
    people: row.plan_size,
    signedUpNum: row.trainee_num,
    trainWay: way(row.train_way),
    trainScope: scope(row.train_scope),
    address: row.address,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    sponsor: row.sponsor,
    organizer: row.organizer,
    headTeacher: row.head_teacher,
    teachAssistant: row.assistants,
    introduction: row.introduction,
    coverUrl: row.cover_url,
    applyJoin: row.apply_join,
    applyJoinStatus: applyStatusOf(row),
    applyJoinEndDate: row.apply_end_at ?? (row.apply_join ? row.end_at : null),
    canApply: signUpOpen(row, now) && !full,
    isTrainObject: row.my_state === 'signed_up',
    passScore: row.pass_score,
  };
}

export function presentScheduleItem(row: ScheduleRow): TTrainScheduleItem {
  return {
    id: row.id,
    kind: row.kind as SessionKind,
    title: row.title,
    startTime: row.starts_at,
    endTime: row.ends_at,
    classroom: row.classroom,
    lecturerName: row.lecturer_name,
    courseId: row.course_id,
    examId: row.exam_id,
    homeworkId: row.homework_id,
    done: row.done,
    signedIn: row.signed_in,
    stopped: row.stopped,
  };
}

export function presentSignIn(result: {
  session: { id: number; training_id: number; title: string };
  signedAt: number;
  isNew: boolean;
}): TTrainSignInResult {
  return {
    sessionId: result.session.id,
    trainId: result.session.training_id,
    sessionTitle: result.session.title,
    signedAt: result.signedAt,
    isNew: result.isNew,
  };
}
