// English texts of the learning-resources page.
import type { Translation } from '../types.ts';
import type { learn as zh } from '../zh-CN/learn.ts';

export const learn: Translation<typeof zh> = {
  title: 'Learning resources',
  allCourses: 'All courses ({{count}})',
  navLabel: 'Course lists',
  lists: {
    required: 'My required courses',
    elective: 'My electives',
  },
  loadFailed: 'Could not load the courses, please try again later',
  row: {
    period: 'Study period: {{start}} to {{end}}',
    noPeriod: 'Study period: no deadline',
    lecturer: 'Lecturer: {{name}}',
    done: 'Done',
    progressOf: 'Progress of {{name}}',
    start: 'Start learning',
    continue: 'Continue learning',
    ended: 'This course has ended',
    notOpenYet: 'Opens on {{time}}',
  },
};
