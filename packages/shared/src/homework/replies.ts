// Reply shapes of the homework domain; names the original client reads keep their spelling.
import type { THomeworkFile } from './schemas.ts';

/** A card of the My Task homework tab (SPEC §3 Homework card). */
export type THomeworkCard = {
  bizId: number;
  title: string;
  picUrl: string;
  /** My assignments of the source I have submitted, over all of them. */
  subNum: number;
  totalNum: number;
  trainWay: number;
  source: string;
};

/** A learner's submission as every reply shows it. */
export type THomeworkSubmission = {
  id: number;
  userId: number;
  userName: string;
  state: number;
  content: string;
  files: THomeworkFile[];
  score: number | null;
  comment: string;
  reviewFiles: THomeworkFile[];
  submitCount: number;
  submitTime: number | null;
  gradeTime: number | null;
};

/** One assignment with the caller's (or the named learner's) submission. */
export type THomeworkJob = {
  id: number;
  source: string;
  bizId: number;
  bizName: string;
  courseId: number | null;
  chapterId: number | null;
  title: string;
  instructions: string;
  attachments: THomeworkFile[];
  dueTime: number | null;
  overdue: boolean;
  allowedTypes: string[];
  maxSizeMb: number;
  passScore: number;
  fullScore: number;
  lecturerName: string;
  submission: THomeworkSubmission | null;
};

/** The original's attachment row of a work group. */
export type THomeworkAttachment = {
  id: number;
  bizId: number;
  courseId: number | null;
  fileCategory: string;
  fileName: string;
  filePath: string;
  fileSize: number;
  updateTime: number | null;
};

/** The original's work group: a job (name = its source) with its attachment rows. */
export type THomeworkGroup = {
  bizId: number;
  name: string;
  title: string;
  courseId: number | null;
  trainAttachmentVOS: THomeworkAttachment[];
};

/** A card's detail page: the source and its assignments. */
export type THomeworkDetail = {
  bizId: number;
  name: string;
  coverUrl: string;
  source: string;
  trainWay: number;
  jobs: THomeworkJob[];
};

/** A row of the lecturer's review list. */
export type THomeworkReviewRow = THomeworkSubmission & {
  jobId: number;
  jobTitle: string;
  bizName: string;
  source: string;
  fullScore: number;
  passScore: number;
};

/** A row of the back-office list (and of the editors' picker): the assignment with its report. */
export type THomeworkAdminRow = THomeworkJob & {
  reached: number;
  submitted: number;
  graded: number;
  passed: number;
};

/** One assignment as its editor loads it: what the save call takes back. */
export type THomeworkEditable = THomeworkJob & {
  bizPicUrl: string;
  trainWay: number;
  lecturerId: number | null;
  targets: { targetType: 'all' | 'user' | 'org' | 'position'; targetId: number }[];
};

/** An assignment with every submission (lecturer and back-office review). */
export type THomeworkSubmissions = { job: THomeworkJob; submissions: THomeworkSubmission[] };
