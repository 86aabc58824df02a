// Back-office API paths of the homework domain (ours: the original back office manages homework inside its
// course and training pages): authoring assignments and the review report.
const ADMIN = '/api/manage/v1/admin/homework';

export const homeworkAdminPaths = {
  /** GET {pageNo, pageSize, source}: assignments with submitted / graded / passed counts. */
  list: `${ADMIN}/list`,
  /** POST: create or edit an assignment (with its audience). */
  save: `${ADMIN}/save`,
  /** POST {ids}: delete assignments. */
  remove: `${ADMIN}/delete`,
  /** GET {id}: one assignment as its editor needs it (reviewer, audience). */
  detail: `${ADMIN}/detail`,
  /** GET {jobId}: the assignment with every submission, for review. */
  submissions: `${ADMIN}/submissions`,
  /** POST {submissionId, verdict grade|return, score, comment}: review from the back office. */
  review: `${ADMIN}/review`,
  /** GET {jobId}: every submitted file of the assignment as one zip, a folder per learner (streamed). */
  zip: `${ADMIN}/zip`,
} as const;
