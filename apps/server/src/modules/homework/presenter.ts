// Replies of the homework domain, in the original client's field names where it reads them.
import {
  HomeworkFileCategory,
  type THomeworkAttachment,
  type THomeworkCard,
  type THomeworkDetail,
  type THomeworkGroup,
  type THomeworkJob,
  type THomeworkReviewRow,
  type THomeworkSubmission,
} from '@elearning/shared';
import type { JobRow, SubmissionRow } from './queries.ts';

export function presentSubmission(row: SubmissionRow): THomeworkSubmission {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    state: row.state,
    content: row.content,
    files: row.files,
    score: row.score,
    comment: row.comment,
    reviewFiles: row.review_files,
    submitCount: row.submit_count,
    submitTime: row.submitted_at,
    gradeTime: row.graded_at,
  };
}

export function presentJob(job: JobRow, submission: SubmissionRow | null): THomeworkJob {
  return {
    id: job.id,
    source: job.source,
    bizId: job.biz_id,
    bizName: job.biz_name,
    courseId: job.course_id,
    chapterId: job.chapter_id,
    title: job.title,
    instructions: job.instructions,
    attachments: job.attachments,
    dueTime: job.due_at,
    overdue: job.due_at !== null && Date.now() > job.due_at,
    allowedTypes: job.allowed_types,
    maxSizeMb: job.max_size_mb,
    passScore: job.pass_score,
    fullScore: job.full_score,
    lecturerName: job.lecturer_name,
    submission: submission ? presentSubmission(submission) : null,
  };
}

type CardRow = {
  biz_id: number;
  biz_name: string;
  biz_pic_url: string;
  train_way: number;
  sub_num: number;
  total: number;
};

export function presentCard(row: CardRow, source: string): THomeworkCard {
  return {
    bizId: row.biz_id,
    title: row.biz_name,
    picUrl: row.biz_pic_url,
    subNum: row.sub_num,
    totalNum: row.total,
    trainWay: row.train_way,
    source,
  };
}

export function presentDetail(
  source: string,
  bizId: number,
  items: { job: JobRow; submission: SubmissionRow | null }[],
): THomeworkDetail {
  const first = items[0]?.job;
  return {
    bizId,
    name: first?.biz_name ?? '',
    coverUrl: first?.biz_pic_url ?? '',
    source,
    trainWay: first?.train_way ?? 0,
    jobs: items.map((item) => presentJob(item.job, item.submission)),
  };
}

/** The original's work group: the assignment's files, the learner's files and the lecturer's review file. */
export function presentGroup(job: JobRow, submission: SubmissionRow | null): THomeworkGroup {
  const row = (
    category: string,
    file: { fileName: string; filePath: string; fileSize: number },
    id: number,
    time: number | null,
  ): THomeworkAttachment => ({
    id,
    bizId: job.id,
    courseId: job.course_id,
    fileCategory: category,
    fileName: file.fileName,
    filePath: file.filePath,
    fileSize: file.fileSize,
    updateTime: time,
  });
  const sid = submission?.id ?? 0;
  const empty = { fileName: '', filePath: '', fileSize: 0 };
  const userFiles = submission?.files.length ? submission.files : [empty];
  const reviewFiles = submission?.review_files.length ? submission.review_files : [empty];
  return {
    bizId: job.id,
    name: job.biz_name,
    title: job.title,
    courseId: job.course_id,
    trainAttachmentVOS: [
      ...job.attachments.map((file) => row(HomeworkFileCategory.content, file, 0, null)),
      ...userFiles.map((file) => row(HomeworkFileCategory.user, file, sid, submission?.submitted_at ?? null)),
      ...reviewFiles.map((file) =>
        row(HomeworkFileCategory.teacher, file, sid, submission?.graded_at ?? null),
      ),
    ],
  };
}

type ReviewRow = SubmissionRow & {
  job_id: number;
  job_title: string;
  biz_name: string;
  source: string;
  full_score: number;
  pass_score: number;
};

export function presentReviewRow(row: ReviewRow): THomeworkReviewRow {
  return {
    ...presentSubmission(row),
    jobId: row.job_id,
    jobTitle: row.job_title,
    bizName: row.biz_name,
    source: row.source,
    fullScore: row.full_score,
    passScore: row.pass_score,
  };
}
