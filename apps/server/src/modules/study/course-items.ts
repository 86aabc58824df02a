// Courses' part of My Task: adding to and removing from my study, and the unfinished-course count.
import { registerStudyItemHandler, registerTodoCounter } from './registry.ts';
import { addCoursesToStudy, countStudyTodo, removeCoursesFromStudy } from './service.ts';

registerStudyItemHandler('course', {
  add: addCoursesToStudy,
  remove: removeCoursesFromStudy,
  removedMessage: 'study.removedCourses',
});
registerTodoCounter('course', countStudyTodo);
