// Request schemas of the course pages (SPEC §7 Course pages, Lecturer "Course"). Query strings and form
// bodies are coerced; a course is named `courseId` or, as the original client often sends it, `id`.
import { z } from 'zod';
import { COURSE_RULES, PAGE_SIZES } from '../constants.ts';
import { CourseSort, ShelfState } from '../enums.ts';
import { ZPageQuerySchema, zIntParam, zOptionalText, zRequiredText } from '../validation.ts';

function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

function textToNumber(value: unknown): unknown {
  const given = blankToUndefined(value);
  return typeof given === 'string' && /^\s*-?\d{1,15}\s*$/.test(given) ? Number(given) : given;
}

/** A row id: a positive 32-bit whole number. */
export const zRowId = z.preprocess(textToNumber, z.number().int().min(1).max(2_147_483_647));

/** `courseId`, or `id` when the client names the course that way. */
function courseAlias(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const input = value as Record<string, unknown>;
    if (blankToUndefined(input.courseId) === undefined && input.id !== undefined)
      return { ...input, courseId: input.id };
  }
  return value;
}

function withCourse<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess(courseAlias, z.object({ courseId: zRowId, ...shape }));
}

export const ZCourseRefSchema = withCourse({});
export type TCourseRef = z.infer<typeof ZCourseRefSchema>;

/** `getForegroundCourseList`: filters by knowledge system, lecturer and keyword; sort new | hot | score. */
export const ZForegroundCourseListSchema = ZPageQuerySchema.extend({
  knowledgeSystemId: zRowId.optional(),
  teacherId: zRowId.optional(),
  keyword: zOptionalText({ max: COURSE_RULES.keywordMax, tooLong: 'validation.searchTooLong' }),
  sort: z.preprocess(blankToUndefined, z.enum(CourseSort).default(CourseSort.newest)),
});
export type TForegroundCourseList = z.infer<typeof ZForegroundCourseListSchema>;

/** One chapter's progress in `contentRecords`: `chapterId:percent[:positionSeconds]`. */
export type TContentRecord = { chapterId: number; percent: number; position?: number | undefined };

const RECORD_PATTERN = /^(\d{1,10}):(\d{1,3}(?:\.\d+)?)(?::(\d{1,7}(?:\.\d+)?))?$/;

/** Parses "12:50,13:100:61.5"; percents above 100 (float rounding at the end of a video) count as 100. */
export function parseContentRecords(text: string): TContentRecord[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > COURSE_RULES.maxContentRecords) return null;
  const records: TContentRecord[] = [];
  for (const part of parts) {
    const match = RECORD_PATTERN.exec(part);
    if (!match) return null;
    const chapterId = Number(match[1]);
    if (chapterId < 1 || chapterId > 2_147_483_647) return null;
    records.push({
      chapterId,
      percent: Math.min(100, Math.floor(Number(match[2]))),
      position: match[3] === undefined ? undefined : Number(match[3]),
    });
  }
  return records;
}

/** `saveCourseUserRecord`: `{contentRecords: "chapterId:percent,…", period, courseId}`; period in seconds. */
export const ZSaveCourseRecordSchema = withCourse({
  contentRecords: z.preprocess(
    (value) => (typeof value === 'string' ? (parseContentRecords(value) ?? value) : value),
    z.array(z.object({ chapterId: z.number(), percent: z.number(), position: z.number().optional() }), {
      error: 'validation.contentRecords.invalid',
    }),
  ),
  period: zIntParam({
    min: 0,
    max: COURSE_RULES.maxPeriodSeconds,
    fallback: 0,
    invalid: 'validation.invalid',
  }),
});
export type TSaveCourseRecord = z.infer<typeof ZSaveCourseRecordSchema>;

/** `addStudyTimes`: seconds studied since the last call. */
export const ZAddStudyTimesSchema = withCourse({
  studyTime: zIntParam({
    min: 0,
    max: COURSE_RULES.maxPeriodSeconds,
    fallback: 0,
    invalid: 'validation.invalid',
  }),
});
export type TAddStudyTimes = z.infer<typeof ZAddStudyTimesSchema>;

/** `plan/course/addLog`: the learner opened the course to learn (from a study plan when planId is set). */
export const ZAddCourseLogSchema = withCourse({ planId: zRowId.optional() });
export type TAddCourseLog = z.infer<typeof ZAddCourseLogSchema>;

/** Note lists: one course (optionally one chapter), paged. */
export const ZCourseNotesQuerySchema = z.preprocess(
  courseAlias,
  ZPageQuerySchema.extend({ courseId: zRowId, chapterId: zRowId.optional() }),
);
export type TCourseNotesQuery = z.infer<typeof ZCourseNotesQuerySchema>;

const noteContent = zRequiredText({
  required: 'validation.note.required',
  max: COURSE_RULES.noteMax,
  tooLong: 'validation.note.tooLong',
});

export const ZSaveCourseNoteSchema = withCourse({
  chapterId: zRowId.optional(),
  content: noteContent,
  position: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(10_000_000).default(0)),
});
export type TSaveCourseNote = z.infer<typeof ZSaveCourseNoteSchema>;

export const ZEditCourseNoteSchema = z.object({ id: zRowId, content: noteContent });
export type TEditCourseNote = z.infer<typeof ZEditCourseNoteSchema>;

export const ZRowRefSchema = z.object({ id: zRowId });
export type TRowRef = z.infer<typeof ZRowRefSchema>;

/** A paged list of one course's items (ratings, experiences). */
export const ZCoursePageSchema = z.preprocess(courseAlias, ZPageQuerySchema.extend({ courseId: zRowId }));
export type TCoursePage = z.infer<typeof ZCoursePageSchema>;

/** `addCourseScope`: a star rating 1-5 with an optional comment. */
export const ZAddCourseRatingSchema = withCourse({
  score: z.preprocess(
    textToNumber,
    z
      .number({ error: 'validation.rating.invalid' })
      .int({ error: 'validation.rating.invalid' })
      .min(COURSE_RULES.ratingMin, { error: 'validation.rating.invalid' })
      .max(COURSE_RULES.ratingMax, { error: 'validation.rating.invalid' }),
  ),
  content: z.preprocess(
    blankToUndefined,
    z.string().trim().max(COURSE_RULES.ratingCommentMax, { error: 'validation.tooLong' }).default(''),
  ),
});
export type TAddCourseRating = z.infer<typeof ZAddCourseRatingSchema>;

const attachment = z.object({
  fileName: z.string().trim().min(1).max(255),
  fileUrl: z.string().trim().min(1).max(2000),
  fileSize: z.preprocess(textToNumber, z.number().int().min(0)).default(0),
});

/** Experience `save`: sanitised rich text plus up to 5 uploaded files. */
export const ZSaveExperienceSchema = withCourse({
  content: zRequiredText({
    required: 'validation.experience.required',
    max: COURSE_RULES.experienceMax,
    tooLong: 'validation.tooLong',
  }),
  attachments: z
    .preprocess(blankToUndefined, z.array(attachment).max(COURSE_RULES.experienceAttachmentsMax))
    .default([]),
});
export type TSaveExperience = z.infer<typeof ZSaveExperienceSchema>;

/** Collection save / cancel: the course is `bizId`, `courseId` or `id`; only courses are collected here. */
export const ZCollectionSchema = z.preprocess(
  (value) => {
    const aliased = courseAlias(value);
    if (aliased && typeof aliased === 'object' && !Array.isArray(aliased)) {
      const input = aliased as Record<string, unknown>;
      if (blankToUndefined(input.courseId) === undefined && input.bizId !== undefined)
        return { ...input, courseId: input.bizId };
    }
    return aliased;
  },
  z.object({
    courseId: zRowId,
    type: z.preprocess(blankToUndefined, z.literal('course').default('course')),
  }),
);
export type TCollection = z.infer<typeof ZCollectionSchema>;

export const ZShareCourseSchema = withCourse({
  channel: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z][\w-]{0,31}$/)
      .default('link'),
  ),
});
export type TShareCourse = z.infer<typeof ZShareCourseSchema>;

/** `getCourseStudyDetail`: the caller's own, or (for the course's lecturer) one learner's. */
export const ZCourseStudyDetailSchema = withCourse({ userId: zRowId.optional() });
export type TCourseStudyDetailQuery = z.infer<typeof ZCourseStudyDetailSchema>;

/** Lecturer lists take pageNo and pageSize (SPEC §9: 10, 20, 30, 50, 100; default 10). */
export const ZLecturerCourseListSchema = ZPageQuerySchema.extend({
  name: zOptionalText({ max: COURSE_RULES.keywordMax, tooLong: 'validation.searchTooLong' }),
  pageSize: zIntParam({
    min: 1,
    max: 100,
    fallback: PAGE_SIZES.lecturerList.default,
    invalid: 'validation.pageSize.invalid',
  }),
});
export type TLecturerCourseList = z.infer<typeof ZLecturerCourseListSchema>;

/** `course/getStudyList` (paged) and `exportStudyList` (all rows): learners of one course. */
export const ZCourseStudyListSchema = z.preprocess(
  courseAlias,
  ZLecturerCourseListSchema.extend({ courseId: zRowId }),
);
export type TCourseStudyList = z.infer<typeof ZCourseStudyListSchema>;

/** `courseFeelListByUserId`: one learner's experiences on one of the lecturer's courses. */
export const ZCourseFeelListSchema = z.preprocess(
  courseAlias,
  ZPageQuerySchema.extend({ courseId: zRowId, userId: zRowId }),
);
export type TCourseFeelList = z.infer<typeof ZCourseFeelListSchema>;

/** `putawayOperate`: 1 puts the course on the shelf, 0 takes it off. */
export const ZPutawaySchema = withCourse({
  status: z.preprocess(textToNumber, z.union([z.literal(ShelfState.off), z.literal(ShelfState.on)])),
});
export type TPutaway = z.infer<typeof ZPutawaySchema>;

/** `createWxaCodeUnlimitBytes`: a QR code of the course's page. */
export const ZCourseQrSchema = withCourse({
  width: zIntParam({ min: 100, max: 1000, fallback: 280, invalid: 'validation.invalid' }),
});
export type TCourseQr = z.infer<typeof ZCourseQrSchema>;
