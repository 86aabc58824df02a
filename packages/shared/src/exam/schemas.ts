// Request schemas of the exam domain (SPEC §3 Exam query, §7 Exams and lecturer exam calls). Query strings
// and form bodies are coerced; issue messages are message keys where the rule is the product's own.
import { z } from 'zod';
import { normalizeTimestamp } from '../common/checks.ts';
import { PAGE_SIZE_MAX, PAGE_SIZES } from '../common/constants.ts';
import { ZExamNameSchema, zIntParam } from '../common/validation.ts';
import { EXAM_RULES } from './constants.ts';
import {
  ExamCloseReason,
  ExamMarkingState,
  ExamPassState,
  ExamStatusFilter,
  ExamType,
  QuestionType,
} from './enums.ts';

/** An absent optional field often arrives as '' or null: treat both as absent. */
function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** Whole numbers sent as text (query strings, form bodies) are read as numbers. */
function textToNumber(value: unknown): unknown {
  const given = blankToUndefined(value);
  return typeof given === 'string' && /^\s*-?\d{1,15}\s*$/.test(given) ? Number(given) : given;
}

/** A row id: a positive 32-bit whole number. */
const zId = z.preprocess(textToNumber, z.number().int().min(1).max(2_147_483_647));

/** Paging of the exam lists: sizes 10/20/30/40 on screen, anything 1..100 accepted. */
const zExamPaging = {
  pageNo: zIntParam({
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    fallback: 1,
    invalid: 'validation.pageNo.invalid',
  }),
  pageSize: zIntParam({
    min: 1,
    max: PAGE_SIZE_MAX,
    fallback: PAGE_SIZES.exam.default,
    invalid: 'validation.pageSize.invalid',
  }),
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** One end of the examTime range: epoch ms (10 digits = seconds) or a date / date-time text. */
function readTimePoint(value: unknown, endOfDay: boolean): number | undefined {
  const given = blankToUndefined(value);
  if (given === undefined) return undefined;
  if (typeof given === 'number') return normalizeTimestamp(given);
  if (typeof given !== 'string') return Number.NaN;
  const text = given.trim();
  if (/^\d+$/.test(text)) return normalizeTimestamp(text);
  if (DATE_ONLY.test(text)) {
    const start = Date.parse(`${text}T00:00:00`);
    return endOfDay ? start + 86_400_000 - 1 : start;
  }
  return Date.parse(text.replace(' ', 'T'));
}

/** `examTime`: [from, to] (either end may be empty), or the same as "from,to" text. */
const zExamTime = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    if (given === undefined) return undefined;
    const pair = typeof given === 'string' ? given.split(',') : given;
    if (!Array.isArray(pair) || pair.length !== 2) return { invalid: true };
    return { from: readTimePoint(pair[0], false), to: readTimePoint(pair[1], true) };
  },
  z
    .object({
      from: z.number().finite().optional(),
      to: z.number().finite().optional(),
    })
    .strict()
    .optional(),
);

/** `POST /api/manage/external/opening/v1/exam/center/examList` (and without `external/opening`). */
export const ZExamListQuerySchema = z.object({
  ...zExamPaging,
  examTime: zExamTime,
  examName: z.preprocess(blankToUndefined, ZExamNameSchema.optional()),
  isPass: z.preprocess(
    textToNumber,
    z.literal([ExamPassState.all, ExamPassState.notPassed, ExamPassState.passed]).default(ExamPassState.all),
  ),
  status: z.preprocess(
    textToNumber,
    z
      .literal([
        ExamStatusFilter.all,
        ExamStatusFilter.notStarted,
        ExamStatusFilter.notTaken,
        ExamStatusFilter.taken,
        ExamStatusFilter.absent,
      ])
      .default(ExamStatusFilter.all),
  ),
  liveId: zId.optional(),
  /** An ExamType to narrow to. */
  type: z.preprocess(blankToUndefined, z.enum(ExamType).optional()),
});
export type TExamListQuery = z.infer<typeof ZExamListQuerySchema>;

/** `GET /api/manage/v1/exam/batch/list`. */
export const ZExamBatchListQuerySchema = z.object({ examId: zId });
export type TExamBatchListQuery = z.infer<typeof ZExamBatchListQuerySchema>;

/**
 * `GET …/exam/center/viewExamInfo`: by batch (the list's and middle page's id) or by exam. The original
 * client names the batch `id`.
 */
export const ZExamInfoQuerySchema = z
  .object({ id: zId.optional(), batchId: zId.optional(), examId: zId.optional() })
  .transform(({ id, batchId, examId }) => ({ batchId: batchId ?? id, examId }))
  .refine((value) => value.batchId !== undefined || value.examId !== undefined, {
    message: 'validation.required',
    path: ['batchId'],
  });
export type TExamInfoQuery = z.infer<typeof ZExamInfoQuerySchema>;

/**
 * `POST …/exam/center/examSessionList`: the caller's attempts at one exam, paged; the original client also
 * sends the batch it shows, which narrows the list to that batch.
 */
export const ZExamSessionListSchema = z.object({
  pageNo: zExamPaging.pageNo,
  // The original client asks for 200 attempts at once; nobody has more.
  pageSize: zIntParam({
    min: 1,
    max: EXAM_RULES.sessionsPageMax,
    fallback: EXAM_RULES.sessionsPageMax,
    invalid: 'validation.pageSize.invalid',
  }),
  examId: zId,
  batchId: zId.optional(),
});
export type TExamSessionList = z.infer<typeof ZExamSessionListSchema>;

/** `POST …/exam/center/joinExam`. */
export const ZJoinExamSchema = z.object({ batchId: zId });
export type TJoinExam = z.infer<typeof ZJoinExamSchema>;

/** `GET …/exam/center/takeExam`, `viewAnswerEachSession`. */
export const ZAttemptQuerySchema = z.object({ attemptId: zId });
export type TAttemptQuery = z.infer<typeof ZAttemptQuerySchema>;

/**
 * `GET …/exam/center/viewAnswer`: the caller's latest submitted attempt of the batch's exam, or (as the
 * original client's answer-sheet page asks) one attempt by `examSessionId`.
 */
export const ZViewAnswerQuerySchema = z
  .object({ batchId: zId.optional(), examSessionId: zId.optional() })
  .refine((value) => value.batchId !== undefined || value.examSessionId !== undefined, {
    message: 'validation.required',
    path: ['batchId'],
  });
export type TViewAnswerQuery = z.infer<typeof ZViewAnswerQuerySchema>;

/**
 * An answer value: one option key (single choice, true/false), a list of keys (multiple and indefinite
 * choice), a list of texts (one per blank), a text (short answer), or null (cleared).
 */
export const ZAnswerValueSchema = z.union([
  z.string().max(EXAM_RULES.shortAnswerMax),
  z.array(z.string().max(EXAM_RULES.blankAnswerMax)).max(EXAM_RULES.blanksMax),
  z.null(),
]);
export type TAnswerValue = z.infer<typeof ZAnswerValueSchema>;

/** One answer of a save: the client's sequence number orders the saves of one attempt. */
export const ZAnswerItemSchema = z.object({
  questionId: zId,
  answer: ZAnswerValueSchema,
  seq: z.preprocess(textToNumber, z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)),
  doubtful: z.boolean().default(false),
});
export type TAnswerItem = z.infer<typeof ZAnswerItemSchema>;

/** `POST …/exam/center/saveDraft`. */
export const ZSaveDraftSchema = z.object({
  attemptId: zId,
  answers: z.array(ZAnswerItemSchema).min(1).max(EXAM_RULES.saveBatchMax),
});
export type TSaveDraft = z.infer<typeof ZSaveDraftSchema>;

/** `POST …/exam/center/openQuestion` (answer mode 2): starts a question's own clock. */
export const ZOpenQuestionSchema = z.object({ attemptId: zId, questionId: zId });
export type TOpenQuestion = z.infer<typeof ZOpenQuestionSchema>;

/** `POST …/exam/center/submitPaper`: the final answers ride along and are saved like a draft first. */
export const ZSubmitPaperSchema = z.object({
  attemptId: zId,
  answers: z.array(ZAnswerItemSchema).max(EXAM_RULES.submitAnswersMax).default([]),
  reason: z.preprocess(
    blankToUndefined,
    z
      .enum([ExamCloseReason.manual, ExamCloseReason.timeout, ExamCloseReason.leave])
      .default(ExamCloseReason.manual),
  ),
});
export type TSubmitPaper = z.infer<typeof ZSubmitPaperSchema>;

/** `GET /api/manage/v1/exam/wrong/list`. */
export const ZWrongListQuerySchema = z.object({
  ...zExamPaging,
  type: z.preprocess(blankToUndefined, z.enum(QuestionType).optional()),
});
export type TWrongListQuery = z.infer<typeof ZWrongListQuerySchema>;

/** `GET /api/manage/v1/exam/wrong/detail`. */
export const ZWrongDetailQuerySchema = z.object({ questionId: zId });
export type TWrongDetailQuery = z.infer<typeof ZWrongDetailQuerySchema>;

/** `POST /api/manage/v1/exam/wrong/practice`: answer a wrong question again. */
export const ZWrongPracticeSchema = z.object({ questionId: zId, answer: ZAnswerValueSchema });
export type TWrongPractice = z.infer<typeof ZWrongPracticeSchema>;

/** `GET /api/manage/v1/web/teacher/queryExamList`. */
export const ZLecturerExamListQuerySchema = z.object({
  ...zExamPaging,
  examName: z.preprocess(blankToUndefined, ZExamNameSchema.optional()),
});
export type TLecturerExamListQuery = z.infer<typeof ZLecturerExamListQuerySchema>;

/**
 * `GET /api/manage/v1/web/teacher/getExamDetail`, `getExamSituationList` (whose original client names the
 * exam `id`).
 */
export const ZLecturerExamQuerySchema = z
  .object({ id: zId.optional(), examId: zId.optional() })
  .transform(({ id, examId }, context) => {
    const given = examId ?? id;
    if (given !== undefined) return { examId: given };
    context.addIssue({ code: 'custom', message: 'validation.required', path: ['examId'], input: examId });
    return z.NEVER;
  });
export type TLecturerExamQuery = z.infer<typeof ZLecturerExamQuerySchema>;

/** `GET /api/manage/v1/web/teacher/getExamineeList`. */
export const ZExamineeListQuerySchema = z.object({
  ...zExamPaging,
  examId: zId,
  batchId: zId.optional(),
  markingState: z.preprocess(blankToUndefined, z.enum(ExamMarkingState).optional()),
});
export type TExamineeListQuery = z.infer<typeof ZExamineeListQuerySchema>;

/** `GET /api/manage/v1/web/teacher/exam/markingDetail`: the short answers of one attempt. */
export const ZMarkingDetailQuerySchema = z.object({ attemptId: zId });
export type TMarkingDetailQuery = z.infer<typeof ZMarkingDetailQuerySchema>;

/** `POST /api/manage/v1/web/teacher/exam/manualScoring`. */
export const ZManualScoringSchema = z.object({
  attemptId: zId,
  scores: z
    .array(
      z.object({
        questionId: zId,
        score: z.preprocess(
          (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
          z.number().finite().min(0).max(1000),
        ),
        comment: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
      }),
    )
    .min(1)
    .max(EXAM_RULES.submitAnswersMax),
});
export type TManualScoring = z.infer<typeof ZManualScoringSchema>;
