// Reply JSON of the dashboard calls, in the keys the original back office reads: hours with one decimal,
// rates as percentages with one decimal.
import type {
  TAnalysisReply,
  TStudyCourseReply,
  TStudyExamReply,
  TStudyPlanReply,
  TStudyTrainReply,
} from '@elearning/shared';
import type { DepartmentFigures } from './analysis-service.ts';
import type { AreaFigures } from './study-area-service.ts';

const hours = (seconds: number) => Math.round(seconds / 360) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export function presentCourseStudy(row: {
  courses: number;
  students: number;
  seconds: number;
}): TStudyCourseReply {
  return {
    courseNum: row.courses,
    studentNum: row.students,
    allTime: hours(row.seconds),
    avgTime: row.students > 0 ? hours(row.seconds / row.students) : 0,
  };
}

export function presentExams(row: {
  exams: number;
  students: number;
  attempts: number;
  passed: number;
  scored: number;
}): TStudyExamReply {
  return {
    examNum: row.exams,
    examStudents: row.students,
    examTimes: row.attempts,
    passRate: percent(row.passed, row.scored),
  };
}

export function presentPlan(figures: AreaFigures['plan']): TStudyPlanReply {
  return { ...figures, compulsoryTime: hours(figures.compulsoryTime) };
}

export function presentTrain(figures: AreaFigures['train']): TStudyTrainReply {
  return { ...figures, trainTime: hours(figures.trainTime) };
}

export function presentAnalysis(rows: DepartmentFigures[]): TAnalysisReply {
  return {
    dept: rows.map((row) => row.name),
    joinNum: rows.map((row) => row.joined),
    passNum: rows.map((row) => row.passed),
    passRate: rows.map((row) => percent(row.passed, row.joined)),
  };
}
