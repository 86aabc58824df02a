// The areas the dashboard chart compares departments on (the original's 课程 / 直播 / 培训 / 考试 switch).
export const ANALYSIS_TYPES = ['course', 'live', 'train', 'exam'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/** The study areas whose counts other domains supply (live, train, plan) or the report reads itself. */
export const STUDY_AREAS = ['course', 'live', 'plan', 'train', 'exam'] as const;
export type StudyArea = (typeof STUDY_AREAS)[number];
