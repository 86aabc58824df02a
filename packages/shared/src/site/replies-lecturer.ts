// Replies of the learner site's lecturer pages, with the field names the original client reads.

/** A lecturer card (list) and the detail's header. */
export type TLecturerCard = {
  /** The lecturer's user id, as text (the original's `idStr`), and as a number. */
  idStr: string;
  userId: number;
  teacherName: string;
  /** Avatar address ('' when none: the page shows a placeholder). */
  fileUrl: string;
  isRecommend: boolean;
  /** The level text the back office keeps ('' when none). */
  teacherLevel: string;
  /** 'internal' (staff) or 'external'. */
  teacherType: 'internal' | 'external';
  /** The lecturer category's name ('' when none). */
  categoryName: string;
  courseQty: number;
  studyNums: number;
  /** Average course rating, one decimal (0 when unrated). */
  teacherScore: number;
  /** Plain-text introduction. */
  introduction: string;
  skilledFields: string[];
};

/** A course the lecturer teaches (授课记录). `jumpType` 1: the course page. */
export type TLecturerCourse = {
  id: number;
  courseName: string;
  coverUrl: string;
  teacherName: string;
  studyNums: number;
  score: number;
  tags: string[];
  jumpType: 1;
};
