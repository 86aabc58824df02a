// Sizes of the My Task domain (SPEC §2 My task) that are not page sizes of a list (those are PAGE_SIZES).

/** Page size used to probe whether the user has any trainings / study plans (SPEC §2 my task). */
export const STUDY_PROBE_PAGE_SIZE = 10;

/** Courses in progress the home page shows (ORIGINAL-UI Home: 5). */
export const LEARNED_COURSES_SHOWN = 5;
