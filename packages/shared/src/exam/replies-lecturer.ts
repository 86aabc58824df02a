// Reply shapes of the lecturer's exam calls (exam list, situation, examinees, marking) and the
// exam-center token; learner-side shapes are in replies.ts.
import type { ExamAnswerMode, ExamMarkingState, ExamType } from './enums.ts';
import type { TAnswerReview, TExamBatch, TExamItemStatus, TExamResult, TIsPass } from './replies.ts';
import type { TAnswerValue } from './schemas.ts';

/** A lecturer's exam (`queryExamList`). */
export type TLecturerExamItem = {
  examId: number;
  examName: string;
  examPattern: string;
  examType: ExamType;
  published: boolean;
  batchCount: number;
  examBeginTime: number | null;
  examEndTime: number | null;
  arrangedNum: number;
  takenNum: number;
  passedNum: number;
  pendingNum: number;
};

export type TLecturerExamDetail = TLecturerExamItem & {
  examSourceName: string;
  passScore: number;
  totalScore: number;
  timeLimit: number;
  answerMode: ExamAnswerMode;
  averageScore: number | null;
  roomName: string;
  roomAddr: string;
  batches: TExamBatch[];
};

/** One batch's situation (`getExamSituationList`). */
export type TExamSituation = {
  batchId: number;
  batchNumber: number;
  examBeginTime: number;
  examEndTime: number;
  arrangedNum: number;
  takenNum: number;
  absentNum: number;
  passedNum: number;
  pendingNum: number;
  averageScore: number | null;
};

/** One arranged learner of an exam (`getExamineeList`). */
export type TExaminee = {
  userId: number;
  userName: string;
  orgName: string;
  attemptId: number | null;
  batchId: number | null;
  batchNumber: number | null;
  submitTime: number | null;
  score: number | null;
  isPass: TIsPass;
  markingState: ExamMarkingState | null;
  /** 1 not started, 2 not taken / in progress, 3 taken, 4 absent. */
  status: TExamItemStatus;
};

/** The short answers of one attempt for the lecturer to score, and the whole paper as the learner saw it. */
export type TMarkingSheet = {
  attemptId: number;
  userName: string;
  examName: string;
  result: TExamResult;
  /** Every question in the attempt's order, options lettered as in the learner's review. */
  sections: TAnswerReview['sections'];
  questions: {
    questionId: number;
    groupStem: string;
    stem: string;
    reference: string;
    answer: TAnswerValue;
    maxScore: number;
    score: number | null;
    comment: string;
  }[];
};

export type TExamCenterToken = { token: string; expiresIn: number };
