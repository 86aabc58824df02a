// Numbers of the study-plan domain (SPEC §9 page sizes; authoring limits of our own where SPEC is silent).
export const STUDY_PLAN_RULES = {
  nameMax: 50,
  introductionMax: 2000,
  stageNameMax: 50,
  stagesMax: 20,
  itemsMax: 200,
  targetsMax: 500,
  experienceMax: 1000,
  /** The My Task study-plan list and the lecturer lists: 10 a page. */
  pageSize: 10,
  /** How often the deadline reminder sweep runs (every instance; the reminder rows keep it once per learner). */
  remindSweepIntervalMs: 10 * 60_000,
  /** Learners examined per plan and sweep: a large audience is reminded over several sweeps. */
  remindBatch: 500,
} as const;

/** Progress is a whole percent; 100 shows the completed stamp (SPEC §4). */
export const PLAN_COMPLETE_PERCENT = 100;
