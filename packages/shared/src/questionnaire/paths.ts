// Learner API paths of the questionnaire domain (SPEC §7 Questionnaire; the original client's
// src/api/myTask.js): the My Task questionnaire tab, filling, submitting and checking my answers.
const ASQ = '/api/margin/v1/asq';

export const questionnairePaths = {
  /** GET: the questionnaire tab's badge, a bare number (in progress, not paused, not submitted by me). */
  todoNum: `${ASQ}/todo/user`,
  /** GET {pageNo, pageSize}: my questionnaire plans, {data, totalNum}. */
  myPlans: `${ASQ}/plan/user`,
  /** GET {asqPlanId}: open the fill page (questions, my saved draft); the click rules are enforced here. */
  join: `${ASQ}/center/join`,
  /** POST {asqPlanId, questionList}: autosave of a half-filled form (ours: the original has none). */
  saveDraft: `${ASQ}/center/saveDraft`,
  /** POST {subjectCpId, mySubjectCpId, questionList: [{questionId, answerUser}]}: submit once. */
  submit: `${ASQ}/center/submit`,
  /** GET {subjectCpId}: my submitted answers (the check page). */
  viewAnswer: `${ASQ}/center/viewAnswer`,
  /** GET {pageNo, pageSize}: the lecturer's questionnaires of their trainings and courses with results. */
  lecturerPlans: `${ASQ}/lecturer/plans`,
  /** GET {id}: per-question results of a plan the lecturer may see. */
  lecturerResults: `${ASQ}/lecturer/results`,
} as const;
