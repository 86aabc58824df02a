// Replies of the personal centre, typed by the shared reply types; field names the original client reads
// (`phonenum`, `userEmail`, `orgLinkName`, `courseCoverUrl`, `noteNum`) keep their spelling.
import {
  fileApiPath,
  filePaths,
  type TMyFile,
  type TNoteCourse,
  type TPersonalInfo,
  type TTutorPerson,
} from '@elearning/shared';
import type { NoteCourseRow } from '../course/note-course-service.ts';
import type { OwnFileRow } from '../file/owner-service.ts';
import type { PairRow, ProfileRow } from './queries.ts';

export function presentProfile(row: ProfileRow, orgLine: string[]): TPersonalInfo {
  return {
    userId: row.id,
    name: row.name,
    workNo: row.work_no,
    account: row.account,
    sex: row.sex,
    userEmail: row.email,
    phonenum: row.phone ?? '',
    avatarUrl: row.avatar_url,
    orgId: row.org_id ?? 0,
    orgName: row.org_name,
    orgLinkName: orgLine.join(' / '),
    positionName: row.position_name,
    isTutor: row.is_tutor,
    hasTutor: row.tutor_user_id !== null,
  };
}

export function presentNoteCourse(row: NoteCourseRow): TNoteCourse {
  return {
    courseId: row.course_id,
    courseName: row.course_name,
    courseCoverUrl: row.cover_url,
    noteNum: row.note_num,
    lastNoteTime: row.last_note_at,
  };
}

export function presentFile(row: OwnFileRow): TMyFile {
  return {
    id: row.id,
    fileName: row.original_name,
    fileUrl: fileApiPath(filePaths.file, row.stored_name),
    fileSize: row.size,
    mimeType: row.mime,
    createTime: row.created_at,
  };
}

export function presentPair(row: PairRow): TTutorPerson {
  return {
    id: row.id,
    name: row.name,
    workNo: row.work_no,
    orgName: row.org_name,
    positionName: row.position_name,
    avatarUrl: row.avatar_url,
    score: row.my_score ?? 0,
    comment: row.my_comment ?? '',
    evaluated: row.my_score !== null,
    theirScore: row.their_score ?? 0,
    theirComment: row.their_comment ?? '',
  };
}
