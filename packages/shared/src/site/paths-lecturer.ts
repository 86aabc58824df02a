// The learner site's lecturer pages (讲师风采, /lecturer/list and /lecturer/detail, and the home page's side
// list): the original client's three `teacher/foreground` calls.
const FOREGROUND = '/api/manage/v1/teacher/foreground';

export const lecturerPagePaths = {
  /** A page of lecturers: `type` 1 recommended (most learners), 3 newest, 2 best rated; `teacherName` filter. */
  list: `${FOREGROUND}/queryTeacherMienList`,
  /** One lecturer by `id` (the list's `idStr`). */
  detail: `${FOREGROUND}/queryTeacherMienDetail`,
  /** A page of the courses a lecturer (`userId`) teaches that the caller can find. */
  courses: `${FOREGROUND}/queryTeachCourseInfo`,
} as const;
