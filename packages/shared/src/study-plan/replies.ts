// Reply types of the study-plan domain: the card SPEC §3 names (id, name, coverUrl, startTime, endTime,
// status, totalPrecent — the original's spelling), the detail with stages and items, and the lecturer's rows.
import type { TCategoryNodeBase } from '../common/replies.ts';
import type { PlanItemKind, PlanItemState, PlanKind, PlanState, PlanStatus } from './enums.ts';

export type TStudyPlanCard = {
  id: number;
  name: string;
  coverUrl: string;
  startTime: number;
  endTime: number;
  status: PlanStatus;
  /** Whole percent; 100 shows the completed stamp. */
  totalPrecent: number;
  kind: PlanKind;
  itemNum: number;
  finishNum: number;
};

export type TStudyPlanItem = {
  id: number;
  kind: PlanItemKind;
  refId: number;
  name: string;
  required: boolean;
  dueTime: number | null;
  progress: number;
  state: PlanItemState;
  /** The name of the item that must be done first, when this one is locked behind it. */
  prerequisiteName: string;
};

export type TStudyPlanStage = { id: number; name: string; items: TStudyPlanItem[] };

export type TStudyPlanDetail = TStudyPlanCard & {
  introduction: string;
  minElectives: number;
  lecturerName: string;
  isFinished: boolean;
  stages: TStudyPlanStage[];
};

/** A plan in the lecturer tab and the back office list. */
export type TStudyPlanRow = {
  id: number;
  name: string;
  coverUrl: string;
  kind: PlanKind;
  state: PlanState;
  status: PlanStatus;
  startTime: number;
  endTime: number;
  lecturerName: string;
  categoryId: number | null;
  itemNum: number;
  learnerNum: number;
  finishNum: number;
  createTime: number;
};

/** A learner of a plan with their progress (queryStudyList, queryPercentageComplete). */
export type TStudyPlanLearner = {
  userId: number;
  name: string;
  workNo: string;
  orgName: string;
  totalPrecent: number;
  finishNum: number;
  itemNum: number;
  isFinished: boolean;
  finishTime: number | null;
};

export type TStudyPlanExperience = {
  id: number;
  studyPlanId: number;
  planName: string;
  userId: number;
  userName: string;
  content: string;
  createTime: number;
};

/** A course of a plan (queryStudyAllCorseList, queryStudyCourseList). */
export type TStudyPlanCourse = {
  courseId: number;
  courseName: string;
  studyPlanId: number;
  planName: string;
};

/** planDetail: the plan as the editor loads it. */
export type TStudyPlanEdit = {
  id: number;
  name: string;
  coverUrl: string;
  introduction: string;
  kind: PlanKind;
  state: PlanState;
  startTime: number;
  endTime: number;
  minElectives: number;
  remindDays: number;
  lecturerId: number | null;
  categoryId: number | null;
  stages: {
    name: string;
    items: {
      kind: PlanItemKind;
      refId: number;
      name: string;
      required: boolean;
      dueTime: number | null;
      prerequisite: number | null;
    }[];
  }[];
  targets: { targetType: string; targetId: number; name: string }[];
};

/** A node of the back office's category tree (getCategoryTree). */
export type TPlanCategoryNode = TCategoryNodeBase & {
  /** Plans filed directly under the category. */
  planNum: number;
  children?: TPlanCategoryNode[];
};

/** A row of the elective view log (course/queryLog). */
export type TPlanElectiveLog = {
  id: number;
  courseId: number;
  courseNo: string;
  courseName: string;
  userId: number;
  workNo: string;
  userName: string;
  department: string;
  createTime: number;
};

/** An exam of a course (queryCourseRelatedExam). */
export type TPlanCourseExam = {
  examId: number;
  examName: string;
  passScore: number;
  totalScore: number;
  published: boolean;
};
