// Exams, part 2: exams with their batches and arrangements, and each learner's attempts, per-question
// answers, results, absences and wrong-question book. The bank and papers are in exam-bank.ts.
import type { ExamCloseReason, TAnswerValue } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type AttemptLayout, examPapers, examQuestions } from './exam-bank.ts';
import { examColumns } from './exam-columns.ts';
import { users } from './users.ts';

const { points, at, tenantId } = examColumns;

export const exams = pgTable(
  'exams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** The lecturer who owns the exam: only they see its situation and mark its short answers. */
    ownerId: integer('owner_id').references(() => users.id),
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id),
    name: text('name').notNull(),
    /** 'general' = online; 'offline' = in an exam room. */
    pattern: text('pattern').notNull().default('general'),
    examType: text('exam_type').notNull().default('CurrencyExam'),
    sourceName: text('source_name').notNull().default(''),
    /** 'center' | 'live' | 'training' | 'course': where the exam belongs; sourceId names the live etc. */
    sourceType: text('source_type').notNull().default('center'),
    sourceId: integer('source_id'),
    passScore: points('pass_score').notNull().default(60),
    totalScore: points('total_score').notNull().default(100),
    /** Minutes; 0 = until the batch ends. */
    timeLimitMinutes: integer('time_limit_minutes').notNull().default(0),
    answerMode: integer('answer_mode').notNull().default(1),
    questionTimeLimitSeconds: integer('question_time_limit_seconds').notNull().default(0),
    closedBook: boolean('closed_book').notNull().default(false),
    earliestSubmitMinutes: integer('earliest_submit_minutes').notNull().default(0),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    scoreVisible: boolean('score_visible').notNull().default(true),
    /** 'never' | 'afterSubmit' | 'afterEnd' */
    answerVisibility: text('answer_visibility').notNull().default('afterSubmit'),
    published: boolean('published').notNull().default(false),
    roomName: text('room_name').notNull().default(''),
    roomAddr: text('room_addr').notNull().default(''),
    /** Sanitised HTML: rules shown before starting. */
    description: text('description').notNull().default(''),
    categoryId: integer('category_id'),
    /** The certificate template granted on passing (the certificate module listens to 'exam.passed'). */
    certificateId: integer('certificate_id'),
    /** 'auto': a learner sees the grade once scored; 'manual': once an administrator publishes it. */
    gradePublishing: text('grade_publishing').notNull().default('auto'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('exams_tenant_owner_idx').on(t.tenantId, t.ownerId),
    index('exams_tenant_source_idx').on(t.tenantId, t.sourceType, t.sourceId),
  ],
);

export const examBatches = pgTable(
  'exam_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    batchNumber: integer('batch_number').notNull().default(1),
    beginAt: at('begin_at').notNull(),
    endAt: at('end_at').notNull(),
    /** Set once the sweeper has recorded the absences of this ended batch. */
    absencesRecordedAt: at('absences_recorded_at'),
  },
  (t) => [
    uniqueIndex('exam_batches_number_uq').on(t.examId, t.batchNumber),
    index('exam_batches_tenant_exam_idx').on(t.tenantId, t.examId),
    index('exam_batches_unrecorded_idx').on(t.endAt).where(sql`${t.absencesRecordedAt} is null`),
  ],
);

/** Who must take an exam: a user, an org unit (and every unit below it), a position, or everyone. */
export const examArrangements = pgTable(
  'exam_arrangements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    /** 0 for 'all'. */
    targetId: integer('target_id').notNull().default(0),
  },
  (t) => [
    uniqueIndex('exam_arrangements_uq').on(t.examId, t.targetType, t.targetId),
    index('exam_arrangements_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => examBatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    /** 'inProgress' | 'submitted' */
    status: text('status').notNull().default('inProgress'),
    /** Server clock only: the client's clock never decides the time left. */
    startedAt: at('started_at').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    submittedAt: at('submitted_at'),
    closedBy: text('closed_by').$type<ExamCloseReason>(),
    layout: jsonb('layout').$type<AttemptLayout>().notNull(),
  },
  (t) => [
    uniqueIndex('exam_attempts_no_uq').on(t.examId, t.userId, t.attemptNo),
    // At most one open attempt per learner and exam: two joins at once meet here.
    uniqueIndex('exam_attempts_open_uq').on(t.examId, t.userId).where(sql`${t.status} = 'inProgress'`),
    index('exam_attempts_tenant_user_idx').on(t.tenantId, t.userId, t.examId),
    index('exam_attempts_due_idx').on(t.deadlineAt).where(sql`${t.status} = 'inProgress'`),
  ],
);

/** One answer per (attempt, question); a save only replaces it when its sequence number is higher. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    tenantId: tenantId(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answer: jsonb('answer').$type<TAnswerValue>(),
    doubtful: boolean('doubtful').notNull().default(false),
    /** The client's sequence number of the save that wrote this answer (0 = only opened). */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    savedAt: at('saved_at').notNull().defaultNow(),
    /** Answer mode 2: when the question's own clock started. */
    openedAt: at('opened_at'),
    score: points('score'),
    /** AnswerVerdict once scored. */
    verdict: text('verdict'),
    markedBy: integer('marked_by'),
    markedAt: at('marked_at'),
    comment: text('comment').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** One result per submitted attempt; offline sittings have no attempt. */
export const examResults = pgTable(
  'exam_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => examBatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id').references(() => examAttempts.id, { onDelete: 'cascade' }),
    objectiveScore: points('objective_score').notNull().default(0),
    subjectiveScore: points('subjective_score').notNull().default(0),
    score: points('score').notNull().default(0),
    /** 1 not passed, 3 passed; null while short answers wait for marking. */
    isPass: integer('is_pass'),
    /** 'pending' | 'done' */
    markingState: text('marking_state').notNull().default('done'),
    pendingCount: integer('pending_count').notNull().default(0),
    submittedAt: at('submitted_at').notNull(),
    scoredAt: at('scored_at'),
    /** When an administrator published the grade (exams with manual grade publishing). */
    publishedAt: at('published_at'),
  },
  (t) => [
    uniqueIndex('exam_results_attempt_uq').on(t.attemptId),
    index('exam_results_tenant_user_idx').on(t.tenantId, t.userId, t.examId),
    index('exam_results_tenant_exam_idx').on(t.tenantId, t.examId, t.batchId),
  ],
);

/** Arranged learners who did not sit an ended batch (recorded by the sweeper). */
export const examAbsences = pgTable(
  'exam_absences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => examBatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_absences_uq').on(t.batchId, t.userId),
    index('exam_absences_exam_idx').on(t.tenantId, t.examId),
  ],
);

/** The wrong-question book: every question a learner answered wrongly, until practised right. */
export const examWrongQuestions = pgTable(
  'exam_wrong_questions',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    wrongCount: integer('wrong_count').notNull().default(1),
    lastAnswer: jsonb('last_answer').$type<TAnswerValue>(),
    lastWrongAt: at('last_wrong_at').notNull(),
    masteredAt: at('mastered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('exam_wrong_questions_book_idx').on(t.tenantId, t.userId, t.lastWrongAt),
  ],
);
