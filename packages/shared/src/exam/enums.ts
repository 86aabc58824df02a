// Status and kind enums of the exam domain (SPEC §3, §4, issue 6): each one an `as const` object (use its
// members, never bare values) plus a union type of the same name.
type ValueOf<T> = T[keyof T];

/** Exam pass filter and the item's isPass (1 not passed, 3 passed); 0 = all, i.e. no filter. */
export const ExamPassState = { all: 0, notPassed: 1, passed: 3 } as const;
export type ExamPassState = ValueOf<typeof ExamPassState>;

/** Exam status filter of the exam list. */
export const ExamStatusFilter = { all: 0, notStarted: 1, notTaken: 2, taken: 3, absent: 4 } as const;
export type ExamStatusFilter = ValueOf<typeof ExamStatusFilter>;

/** Exam pattern: 'general' is online, anything else offline. */
export const EXAM_PATTERN_ONLINE = 'general';

/** Question types of the exam bank (ORIGINAL-UI exam paper); a group holds sub-questions of the other types. */
export const QuestionType = {
  single: 'single_choice',
  multiple: 'multi_choice',
  /** Indefinite choice: one or more options are right. */
  indefinite: 'not_sure_choice',
  judgment: 'judgment',
  blank: 'blank',
  shortAnswer: 'short_answer',
  group: 'question_group',
} as const;
export type QuestionType = ValueOf<typeof QuestionType>;

/** Question difficulty in the bank. */
export const QuestionDifficulty = { easy: 1, medium: 2, hard: 3 } as const;
export type QuestionDifficulty = ValueOf<typeof QuestionDifficulty>;

/** What kind of exam it is; a CurrencyExam (the general exam) runs in numbered batches. */
export const ExamType = {
  currency: 'CurrencyExam',
  training: 'TrainExam',
  live: 'LiveExam',
  course: 'CourseExam',
} as const;
export type ExamType = ValueOf<typeof ExamType>;

/** How the paper is answered: 1 the whole paper at once, 2 one question at a time with per-question limits. */
export const ExamAnswerMode = { wholePaper: 1, oneByOne: 2 } as const;
export type ExamAnswerMode = ValueOf<typeof ExamAnswerMode>;

/** A paper is a fixed list of questions or drawn at random from the bank per attempt. */
export const PaperKind = { fixed: 'fixed', random: 'random' } as const;
export type PaperKind = ValueOf<typeof PaperKind>;

/** Whom an exam is arranged to; 'all' is everyone of the tenant (shown in the public exam center). */
export const ExamArrangementTarget = { all: 'all', user: 'user', org: 'org', position: 'position' } as const;
export type ExamArrangementTarget = ValueOf<typeof ExamArrangementTarget>;

/** When a learner may see the right answers of a submitted attempt. */
export const ExamAnswerVisibility = {
  never: 'never',
  afterSubmit: 'afterSubmit',
  afterEnd: 'afterEnd',
} as const;
export type ExamAnswerVisibility = ValueOf<typeof ExamAnswerVisibility>;

/** An attempt is open until it is submitted by the learner or closed by the server at its deadline. */
export const ExamAttemptStatus = { inProgress: 'inProgress', submitted: 'submitted' } as const;
export type ExamAttemptStatus = ValueOf<typeof ExamAttemptStatus>;

/** Why an attempt was closed. */
export const ExamCloseReason = {
  /** The learner pressed 交卷. */
  manual: 'manual',
  /** The client's countdown reached zero and it submitted. */
  timeout: 'timeout',
  /** Closed-book mode: the learner left the tab. */
  leave: 'leave',
  /** The server found it past its deadline (on a touch or in the sweeper). */
  deadline: 'deadline',
} as const;
export type ExamCloseReason = ValueOf<typeof ExamCloseReason>;

/** A result waits for the owning lecturer while any short answer is unscored. */
export const ExamMarkingState = { pending: 'pending', done: 'done' } as const;
export type ExamMarkingState = ValueOf<typeof ExamMarkingState>;

/** How one answer scored. */
export const AnswerVerdict = {
  correct: 'correct',
  partial: 'partial',
  wrong: 'wrong',
  pending: 'pending',
} as const;
export type AnswerVerdict = ValueOf<typeof AnswerVerdict>;
