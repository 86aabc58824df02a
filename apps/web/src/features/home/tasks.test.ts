// The home page's task list: order (open exams by end, required courses, upcoming exams by start), the
// total from the lists' totals, and views of three.
import type { TCourseCard, TExamItem } from '@elearning/shared';
import { describe, expect, it } from 'vitest';
import { homeTasks, taskViews } from './tasks.ts';

function exam(batchId: number, begin: number, end: number): TExamItem {
  return {
    batchId,
    examId: batchId,
    examName: `exam ${batchId}`,
    examBeginTime: begin,
    examEndTime: end,
  } as TExamItem;
}

function course(id: number, totalPrecent: number): TCourseCard {
  return { id, name: `course ${id}`, totalPrecent, endTime: null } as TCourseCard;
}

describe('home tasks', () => {
  it('puts open exams first by end, then required courses, then upcoming exams by start', () => {
    const { tasks, total } = homeTasks({
      openExams: { data: [exam(1, 0, 300), exam(2, 0, 100)], totalNum: 2 },
      upcomingExams: { data: [exam(3, 900, 1000), exam(4, 500, 2000)], totalNum: 7 },
      courses: { data: [course(10, 45), course(11, 0)], totalNum: 13 },
    });
    expect(tasks.map((task) => task.key)).toEqual([
      'exam-2',
      'exam-1',
      'course-10',
      'course-11',
      'exam-4',
      'exam-3',
    ]);
    expect(tasks[0]).toMatchObject({ kind: 'exam', open: true, to: '/exam/detail?id=2' });
    expect(tasks[2]).toMatchObject({ kind: 'course', progress: 45, to: '/course/detail?id=10' });
    expect(tasks[4]).toMatchObject({ kind: 'exam', open: false });
    // The count covers what was not fetched too.
    expect(total).toBe(22);
  });

  it('counts nothing when there is nothing to do', () => {
    const none = { data: [], totalNum: 0 };
    expect(homeTasks({ openExams: none, upcomingExams: none, courses: none })).toEqual({
      tasks: [],
      total: 0,
    });
  });

  it('splits tasks into views of three', () => {
    expect(taskViews([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(taskViews([])).toEqual([]);
  });
});
