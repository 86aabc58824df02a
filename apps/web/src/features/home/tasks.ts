// The home page's "my tasks" (ORIGINAL-UI Home: "待完成任务N项", 3 per view): the learner's open exams
// (ending soonest first), their required courses still to do, then exams not started yet (starting
// soonest first); the count is the lists' totals, not just the items fetched.
import type { TCourseCard, TExamItem } from '@elearning/shared';

/** Tasks shown per view of the box. */
export const TASKS_PER_VIEW = 3;

export type HomeTask =
  | {
      kind: 'exam';
      key: string;
      title: string;
      to: string;
      beginTime: number;
      endTime: number;
      open: boolean;
    }
  | { kind: 'course'; key: string; title: string; to: string; progress: number; endTime: number | null };

type Page<T> = { data: T[]; totalNum: number };

export type TaskSources = {
  openExams: Page<TExamItem>;
  upcomingExams: Page<TExamItem>;
  courses: Page<TCourseCard>;
};

function examTask(exam: TExamItem, open: boolean): HomeTask {
  return {
    kind: 'exam',
    key: `exam-${exam.batchId}`,
    title: exam.examName,
    to: `/exam/detail?id=${exam.batchId}`,
    beginTime: exam.examBeginTime,
    endTime: exam.examEndTime,
    open,
  };
}

function courseTask(course: TCourseCard): HomeTask {
  return {
    kind: 'course',
    key: `course-${course.id}`,
    title: course.name,
    to: `/course/detail?id=${course.id}`,
    progress: course.totalPrecent,
    endTime: course.endTime,
  };
}

/** The tasks in the order the box shows them, and how many there are in all. */
export function homeTasks(sources: TaskSources): { tasks: HomeTask[]; total: number } {
  const byEnd = [...sources.openExams.data].sort((a, b) => a.examEndTime - b.examEndTime);
  const byBegin = [...sources.upcomingExams.data].sort((a, b) => a.examBeginTime - b.examBeginTime);
  const tasks = [
    ...byEnd.map((exam) => examTask(exam, true)),
    ...sources.courses.data.map(courseTask),
    ...byBegin.map((exam) => examTask(exam, false)),
  ];
  const total = sources.openExams.totalNum + sources.upcomingExams.totalNum + sources.courses.totalNum;
  return { tasks, total: Math.max(total, tasks.length) };
}

/** The views of the box: TASKS_PER_VIEW tasks each, the last one possibly shorter. */
export function taskViews<T>(tasks: readonly T[], perView = TASKS_PER_VIEW): T[][] {
  const views: T[][] = [];
  for (let start = 0; start < tasks.length; start += perView) views.push(tasks.slice(start, start + perView));
  return views;
}
