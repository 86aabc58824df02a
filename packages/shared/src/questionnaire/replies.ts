// Reply shapes of the questionnaire domain; field names the original client reads keep their spelling.
import type { AsqQuestionType } from './enums.ts';
import type { TAsqQuestion } from './schemas.ts';

/** A card of the My Task questionnaire tab (SPEC §3 Questionnaire). */
export type TQuestionnaireCard = {
  asqPlanId: number;
  asqName: string;
  asqStatus: number;
  asqLogicStatus: number;
  /** 1 when I have submitted. */
  finish: number;
  /** My submitted answer sheet (the check page's subjectCpId); null until I submit. */
  subjectId: number | null;
  joinCount: number;
  startTime: number;
  endTime: number;
};

export type TQuestionnaireOption = { questionOptionId: string; content: string };

/** A question as the fill and check pages read it. */
export type TQuestionnaireQuestion = {
  questionId: string;
  type: AsqQuestionType;
  content: string;
  /** 1 required, 0 optional (the original's `status`). */
  status: number;
  section: string;
  multiMin: number;
  multiMax: number;
  ratingMax: number;
  optionCpList: TQuestionnaireOption[];
  rows: TQuestionnaireOption[];
  /** My answer: option ids comma-joined (matrix: one option id per row, in row order), or the text. */
  answerUser: string;
};

/** The fill page (`center/join`) and the check page (`center/viewAnswer`). */
export type TQuestionnairePaper = {
  subjectCpId: number;
  mySubjectCpId: number;
  asqPlanId: number;
  subjectName: string;
  remark: string;
  anonymous: boolean;
  submitted: boolean;
  questionCpList: TQuestionnaireQuestion[];
  /** Whose sheet the back office is reading; null on the learner's own check page. */
  respondent?: string | null;
};

export type TQuestionnaireSubmitted = { mySubjectCpId: number; firstSubmit: boolean };

/** A template in the back office. */
export type TQuestionnaireTemplate = {
  id: number;
  name: string;
  remark: string;
  anonymous: boolean;
  questionNum: number;
  creatorId: number;
  creatorName: string;
  createTime: number;
  updateTime: number;
  questions: TAsqQuestion[];
};

export type TQuestionnaireTarget = { targetType: string; targetId: number };

/** A plan (arrangement) in the back office and the lecturer's list. */
export type TQuestionnairePlan = {
  id: number;
  templateId: number;
  name: string;
  anonymous: boolean;
  asqStatus: number;
  asqLogicStatus: number;
  startTime: number;
  endTime: number;
  bizType: string;
  bizId: number;
  /** The shared address saved by saveAsqUrl ('' when none). */
  asqUrl: string;
  targets: TQuestionnaireTarget[];
  /** Learners the audience reaches, and how many submitted. */
  totalNum: number;
  joinCount: number;
  /** joinCount / totalNum in percent, one decimal. */
  responseRate: number;
  creatorName: string;
  createTime: number;
};

/** Per-question results: counts per option (matrix: per row and option), ratings, free-text answers. */
export type TQuestionResult = {
  questionId: string;
  type: AsqQuestionType;
  content: string;
  answered: number;
  options: { questionOptionId: string; content: string; count: number }[];
  /** Matrix: per row (its text in `content`), a count per column option (its text in `content` too). */
  rows: {
    rowId: string;
    content: string;
    options: { questionOptionId: string; content: string; count: number }[];
  }[];
  /** Rating: count per score 1..ratingMax and the mean. */
  ratings: { score: number; count: number }[];
  ratingMean: number;
  /** Short answers; named only when the plan is not anonymous. */
  texts: { text: string; userName: string | null }[];
};

export type TQuestionnaireResults = {
  plan: TQuestionnairePlan;
  questions: TQuestionResult[];
};

/** Who answered (never for an anonymous plan: the list is then empty and `anonymous` is true). */
export type TQuestionnaireRespondent = {
  /** The sheet, for the back office's 答题详情 (asq/center/viewAnswer). */
  subjectCpId: number;
  userId: number;
  userName: string;
  orgName: string;
  submitTime: number;
};
