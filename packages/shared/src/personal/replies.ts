// Reply types of the personal centre; field names the original client reads keep their spelling.

/** GET userInfo: the banner and the settings form. */
export type TPersonalInfo = {
  userId: number;
  name: string;
  workNo: string;
  account: string;
  sex: number;
  userEmail: string;
  phonenum: string;
  avatarUrl: string;
  orgId: number;
  orgName: string;
  /** The org line from the top, joined with " / ". */
  orgLinkName: string;
  positionName: string;
  isTutor: boolean;
  hasTutor: boolean;
};

/** A course I wrote notes on (getNoteCourseList). */
export type TNoteCourse = {
  courseId: number;
  courseName: string;
  courseCoverUrl: string;
  noteNum: number;
  lastNoteTime: number;
};

/** A file I uploaded. */
export type TMyFile = {
  id: string;
  fileName: string;
  /** Same-origin address of the file (download; the preview page reads it). */
  fileUrl: string;
  fileSize: number;
  mimeType: string;
  createTime: number;
};

/** The other side of a tutor–apprentice pair, with the evaluation I gave (if any). */
export type TTutorPerson = {
  id: number;
  name: string;
  workNo: string;
  orgName: string;
  positionName: string;
  avatarUrl: string;
  /** My evaluation of them: 0 when I have not evaluated yet. */
  score: number;
  comment: string;
  evaluated: boolean;
  /** Their evaluation of me: 0 when they have not evaluated yet. */
  theirScore: number;
  theirComment: string;
};
