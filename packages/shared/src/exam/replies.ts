// Reply shapes of the exam domain, shared by the server's presenters and the web app. Times are epoch
// milliseconds; scores are points with at most two decimals.
import type {
  AnswerVerdict,
  ExamAnswerMode,
  ExamAnswerVisibility,
  ExamAttemptStatus,
  ExamCloseReason,
  ExamMarkingState,
  ExamType,
  QuestionType,
} from './enums.ts';
import type { TAnswerValue } from './schemas.ts';

/** isPass of an item or result: 1 not passed, 3 passed; null while unscored or never taken. */
export type TIsPass = 1 | 3 | null;

/** Status of an exam for one learner (the values of the list's status filter, 1..4). */
export type TExamItemStatus = 1 | 2 | 3 | 4;

/** One row of the exam list (SPEC §3 Exam item, plus what the screens need). */
export type TExamItem = {
  examId: number;
  batchId: number;
  examName: string;
  /** 'general' = online; anything else offline. */
  examPattern: string;
  examType: ExamType;
  /** Set for CurrencyExam only (shown in Chinese numerals). */
  batchNumber: number | null;
  examSourceName: string;
  examBeginTime: number;
  examEndTime: number;
  roomName: string;
  roomAddr: string;
  /** Best score; null when hidden (scoreVisible false), never taken, or for anonymous callers. */
  score: number | null;
  scoreVisible: boolean;
  isPass: TIsPass;
  status: TExamItemStatus;
  markingState: ExamMarkingState | null;
  totalScore: number;
  passScore: number;
  /** Minutes; 0 = until the batch ends. */
  timeLimit: number;
  /** The caller's attempt still open (the list offers 继续考试), or null. */
  inProgressAttemptId: number | null;
};

/** SPEC §3 Exam batch, with its window and where it stands now (1 not started, 2 open, 3 ended). */
export type TExamBatch = {
  id: number;
  batchNumber: number;
  examBeginTime: number;
  examEndTime: number;
  state: 1 | 2 | 3;
};

/** A result of one attempt (or of an offline sitting, attemptId null). */
export type TExamResult = {
  attemptId: number | null;
  examId: number;
  batchId: number;
  /** null when the exam hides scores. */
  score: number | null;
  objectiveScore: number | null;
  isPass: TIsPass;
  markingState: ExamMarkingState;
  /** Short answers still waiting for the lecturer. */
  pendingCount: number;
  submitTime: number;
  scoreVisible: boolean;
  totalScore: number;
  passScore: number;
  closedBy: ExamCloseReason | null;
};

/** `viewExamInfo`: what the detail and middle pages show before starting. */
export type TExamInfo = {
  examId: number;
  examName: string;
  examPattern: string;
  examType: ExamType;
  examSourceName: string;
  /** Sanitised HTML: rules and instructions. */
  description: string;
  passScore: number;
  totalScore: number;
  questionCount: number;
  timeLimit: number;
  answerMode: ExamAnswerMode;
  /** Mode 2: seconds per question (0 = no limit). */
  questionTimeLimit: number;
  closedBook: boolean;
  earliestSubmitMinutes: number;
  attemptsAllowed: number;
  attemptsUsed: number;
  scoreVisible: boolean;
  answerVisibility: ExamAnswerVisibility;
  roomName: string;
  roomAddr: string;
  batch: TExamBatch;
  batches: TExamBatch[];
  status: TExamItemStatus;
  inProgressAttemptId: number | null;
  bestResult: TExamResult | null;
  canJoin: boolean;
  /** Why joining is not possible now (a message in the caller's language), or null. */
  joinBlockedReason: string | null;
  /** Whether viewAnswer would answer now. */
  canViewAnswer: boolean;
};

/** One attempt of the caller (`examSessionList`). */
export type TExamSession = {
  attemptId: number;
  attemptNo: number;
  batchId: number;
  batchNumber: number;
  startTime: number;
  deadline: number;
  submitTime: number | null;
  status: ExamAttemptStatus;
  score: number | null;
  isPass: TIsPass;
  markingState: ExamMarkingState | null;
  canViewAnswer: boolean;
};

export type TJoinResult = {
  attemptId: number;
  examId: number;
  batchId: number;
  /** True when an attempt already in progress was returned. */
  resumed: boolean;
  startTime: number;
  deadline: number;
};

export type TPaperOption = { key: string; content: string };

/** A question as the paper shows it: no right answer, options in the attempt's order. */
export type TPaperQuestion = {
  id: number;
  type: QuestionType;
  /** Sanitised HTML. */
  stem: string;
  options: TPaperOption[];
  /** Number of blanks of a fill-in-the-blank question (0 otherwise). */
  blankCount: number;
  score: number;
  subQuestions: TPaperQuestion[];
};

export type TPaperSection = { title: string; questions: TPaperQuestion[] };

/** An answer as the server holds it. */
export type TSavedAnswer = {
  questionId: number;
  answer: TAnswerValue;
  seq: number;
  doubtful: boolean;
  /** Mode 2: when the question's own clock started; its lock time follows from questionTimeLimit. */
  openedAt: number | null;
};

/** `takeExam`. */
export type TTakeExam = {
  attemptId: number;
  examId: number;
  batchId: number;
  paperId: number;
  examName: string;
  answerMode: ExamAnswerMode;
  questionTimeLimit: number;
  closedBook: boolean;
  /** Submitting is refused before this time (earliest-submit rule). */
  earliestSubmitTime: number;
  totalScore: number;
  passScore: number;
  questionCount: number;
  timeLimit: number;
  startTime: number;
  deadline: number;
  serverTime: number;
  remainingSeconds: number;
  status: ExamAttemptStatus;
  sections: TPaperSection[];
  answers: TSavedAnswer[];
  /** Set when the attempt is already closed. */
  result: TExamResult | null;
};

/** How the server took each answer of a save: stored, older than what it holds, its question locked, or malformed. */
export type TAnswerAck = {
  questionId: number;
  seq: number;
  status: 'saved' | 'stale' | 'locked' | 'invalid';
};

export type TSaveDraftResult = {
  attemptId: number;
  acknowledged: TAnswerAck[];
  serverTime: number;
  remainingSeconds: number;
};

export type TOpenQuestionResult = { questionId: number; openedAt: number; lockAt: number | null };

/** The right answer: option keys, accepted texts per blank, or the reference text of a short answer. */
export type TRightAnswer = string[] | string[][] | string | null;

/**
 * A question in the answer review (and the lecturer's marking sheet). Options come in the order the
 * attempt showed them and are lettered A, B, C… by position; right and given answers are option keys,
 * lettered by the same position; the analysis cites options by those letters (the server rewrites the
 * bank's letters through the attempt's shuffle).
 */
export type TReviewQuestion = Omit<TPaperQuestion, 'subQuestions'> & {
  rightAnswer: TRightAnswer;
  /** Sanitised HTML. */
  analysis: string;
  myAnswer: TAnswerValue;
  myScore: number | null;
  verdict: AnswerVerdict | null;
  comment: string;
  subQuestions: TReviewQuestion[];
};

/** `viewAnswer`, `viewAnswerEachSession`. */
export type TAnswerReview = {
  attemptId: number;
  examName: string;
  result: TExamResult;
  sections: { title: string; questions: TReviewQuestion[] }[];
};

/**
 * One entry of the wrong-question book: options in the order of the attempt it was last wrong in, lettered
 * by position like the review, and the analysis citing those letters.
 */
export type TWrongItem = {
  questionId: number;
  type: QuestionType;
  stem: string;
  /** The stem of the group a sub-question belongs to (sanitised HTML), or ''. */
  groupStem: string;
  options: TPaperOption[];
  blankCount: number;
  category: string;
  rightAnswer: TRightAnswer;
  analysis: string;
  myAnswer: TAnswerValue;
  wrongCount: number;
  lastWrongTime: number;
  examName: string;
};

export type TWrongPracticeResult = {
  questionId: number;
  verdict: AnswerVerdict;
  rightAnswer: TRightAnswer;
  analysis: string;
  /** A right practice answer takes the question out of the book. */
  mastered: boolean;
};
