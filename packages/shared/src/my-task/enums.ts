// Enums of the My Task domain (SPEC §2 My task, §7 Study lists): each one an `as const` object (use its
// members, never bare values) plus a union type of the same name.
type ValueOf<T> = T[keyof T];

/** `courseType` of myCourseCatalog: 1 trainings, 2 courses (SPEC §7 Study lists), 3 study plans (ours). */
export const CatalogCourseType = { training: 1, course: 2, plan: 3 } as const;
export type CatalogCourseType = ValueOf<typeof CatalogCourseType>;

/** `studyType` of myCourseCatalog's course list: 0 my required list (list 1), 1 my electives (list 2). */
export const CatalogStudyType = { required: 0, elective: 1 } as const;
export type CatalogStudyType = ValueOf<typeof CatalogStudyType>;

/** What myTask/add and myTask/remove act on (SPEC §7: 'course' or 'live'; trainings use 'train'). */
export const StudyItemType = { course: 'course', live: 'live', train: 'train' } as const;
export type StudyItemType = ValueOf<typeof StudyItemType>;
