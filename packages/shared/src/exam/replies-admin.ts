// Reply shapes of the exam back office (presenters return them, the admin pages read them). Times are
// epoch milliseconds; field names follow the original back office where it reads them.
import type { QuestionType } from './enums.ts';
import type { TPaperSection } from './replies.ts';

export type TExamCategoryNode = {
  id: number;
  parentId: number;
  name: string;
  type: number;
  sort: number;
  /** 0 enabled, 1 disabled. */
  status: 0 | 1;
  children: TExamCategoryNode[];
};

export type TAdminQuestionOption = { key: string; content: string; isCorrect: 0 | 1; sort: number };

export type TAdminQuestion = {
  id: number;
  type: QuestionType;
  content: string;
  score: number;
  difficulty: number;
  categoryId: number | null;
  categoryName: string;
  analysis: string;
  options: TAdminQuestionOption[];
  answer: string;
  creatorName: string;
  createTime: number;
  /** Fixed papers holding the question. */
  usedNum: number;
  subQuestions: TAdminQuestion[];
};

export type TRandomSettingReply = {
  type: QuestionType;
  title: string;
  categoryIds: number[];
  difficulty: number | null;
  questionNum: number;
  score: number;
  /** Questions in the bank matching the rule now. */
  availableNum: number;
};

export type TManualSettingReply = {
  parentSort: number;
  title: string;
  questionId: number;
  type: QuestionType;
  content: string;
  score: number;
  sort: number;
};

export type TAdminPaper = {
  id: number;
  name: string;
  type: 'random' | 'manual';
  categoryId: number | null;
  categoryName: string;
  remark: string;
  isShowScore: 0 | 1;
  shuffleOptions: 0 | 1;
  totalScore: number;
  questionNum: number;
  expiredTime: number | null;
  creatorName: string;
  createTime: number;
  /** Exams using the paper (it cannot be deleted while any does). */
  usedNum: number;
  randomSettings: TRandomSettingReply[];
  manualSettings: TManualSettingReply[];
};

export type TPaperPreview = {
  paperId: number;
  name: string;
  totalScore: number;
  sections: TPaperSection[];
};

export type TNamedUser = { userId: number; name: string };

export type TAdminBatch = {
  id: number;
  batchNumber: number;
  examTime: [number, number];
  examBeginTime: number;
  examEndTime: number;
  examineeIds: number[];
  orgIds: number[];
  positionIds: number[];
};

export type TAdminExam = {
  id: number;
  examName: string;
  categoryId: number | null;
  testPaper: number;
  paperName: string;
  paperType: 'random' | 'manual';
  reviewer: number[];
  certificateId: number | null;
  examPattern: 'general' | 'offline';
  /** 0 published, 1 draft. */
  status: 0 | 1;
  answerMode: number;
  reckonTimeValue: number;
  questionTimeLimit: number;
  joinNumValue: number;
  closedBook: 0 | 1;
  earliestSubmit: number;
  openResults: 0 | 1;
  answerVisibility: string;
  passScore: number;
  totalScore: number;
  publishType: 'auto' | 'manual';
  roomName: string;
  roomAddr: string;
  description: string;
  creatorName: string;
  createTime: number;
  batches: TAdminBatch[];
};

/** A row of the arrangement list and of the exam report. */
export type TArrangeRow = {
  id: number;
  examName: string;
  examPattern: string;
  status: 0 | 1;
  paperName: string;
  creatorName: string;
  batchNum: number;
  examBeginTime: number | null;
  examEndTime: number | null;
  /** Examinees arranged, who sat it, who passed; pending = results waiting for marking. */
  examineeNum: number;
  joinNum: number;
  passNum: number;
  pendingNum: number;
  passRate: number;
  averageScore: number | null;
};

export type TExamReport = TArrangeRow & {
  /** Score bands of the best result per examinee: [0,10), [10,20), … [90,100] as percentages of the total. */
  distribution: { band: string; count: number }[];
};

/** One submitted attempt in the marking lists. */
export type TMarkAttemptRow = {
  attemptId: number;
  userId: number;
  userName: string;
  batchNumber: number;
  submitTime: number;
  score: number;
  markingState: 'pending' | 'done';
  pendingNum: number;
};

export type TMarkExamRow = {
  examId: number;
  examName: string;
  pendingNum: number;
  doneNum: number;
};

export type TMarkQuestionRow = { questionId: number; content: string; score: number; pendingNum: number };

export type TMarkAnswerRow = {
  attemptId: number;
  userName: string;
  answer: string;
  score: number | null;
  maxScore: number;
  comment: string;
};

/** A learner's grade in an exam (best online result, or the offline grade). */
export type TGradeRow = {
  id: number;
  userId: number;
  userName: string;
  orgName: string;
  score: number | null;
  isPass: 1 | 3 | null;
  markingState: 'pending' | 'done' | null;
  published: boolean;
  remark: string;
};

export type TImportSummary = { total: number; imported: number; errors: { row: number; reason: string }[] };
