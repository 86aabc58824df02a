// Request schemas of the course centre, course pages, progress and the lecturer's course tab (SPEC §7
// Course pages, Lecturer "Course"). Query strings and form bodies are coerced; the original learner
// client's parameter names are accepted beside ours (a course is `courseId` or `id`, a page size `size`).
import { z } from 'zod';
import { PAGE_SIZES } from '../common/constants.ts';
import { ZPageQuerySchema, zIntParam, zOptionalText } from '../common/validation.ts';
import { COURSE_RULES } from './constants.ts';
import { COURSE_CHOICE_SORT, type CourseChoice, CourseKind, CourseSort, ShelfState } from './enums.ts';
import {
  aliasKeys,
  blankToUndefined,
  courseAlias,
  pageAlias,
  textToNumber,
  withCourse,
  zRowId,
} from './schema-helpers.ts';

export { zRowId } from './schema-helpers.ts';

export const ZCourseRefSchema = withCourse({});
export type TCourseRef = z.infer<typeof ZCourseRefSchema>;

const keyword = zOptionalText({ max: COURSE_RULES.keywordMax, tooLong: 'validation.searchTooLong' });
const courseKind = z.preprocess(textToNumber, z.enum(CourseKind).optional());

/** The original's `choice` tab becomes a sort order when no `sort` is given. */
function choiceToSort(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  if (blankToUndefined(input.sort) !== undefined) return input;
  const choice = textToNumber(input.choice);
  const sort = COURSE_CHOICE_SORT[choice as CourseChoice];
  return sort === undefined ? input : { ...input, sort };
}

const foregroundAliases = aliasKeys({
  catalogId: 'knowledgeSystemId',
  courseName: 'keyword',
  // The original page sends its lecturer filter misspelt.
  tearchId: 'teacherId',
});

/** `getForegroundCourseList`: filters by knowledge system, lecturer, keyword and kind; sort new | hot | score. */
export const ZForegroundCourseListSchema = z.preprocess(
  (value) => choiceToSort(foregroundAliases(pageAlias(value))),
  ZPageQuerySchema.extend({
    knowledgeSystemId: zRowId.optional(),
    teacherId: zRowId.optional(),
    keyword,
    type: courseKind,
    sort: z.preprocess(blankToUndefined, z.enum(CourseSort).default(CourseSort.newest)),
  }),
);
export type TForegroundCourseList = z.infer<typeof ZForegroundCourseListSchema>;

/** `queryCourseList`: the home page's popular courses, paged, optionally of one kind. */
export const ZHotCourseListSchema = z.preprocess(pageAlias, ZPageQuerySchema.extend({ type: courseKind }));
export type THotCourseList = z.infer<typeof ZHotCourseListSchema>;

/** `getNextCatalogsById`: the categories right under `id`, or the top ones without it. */
export const ZNextCategoriesSchema = z.object({
  id: z.preprocess(
    (value) => (value === 'null' || value === 'undefined' ? undefined : textToNumber(value)),
    zRowId.optional(),
  ),
});
export type TNextCategories = z.infer<typeof ZNextCategoriesSchema>;

/** `listTeacher`: the lecturer filter's choices, paged, by a name fragment (`likeQuery`). */
export const ZLecturerOptionsSchema = z.preprocess(
  (value) => aliasKeys({ likeQuery: 'keyword' })(pageAlias(value)),
  ZPageQuerySchema.extend({ keyword, categoryId: zRowId.optional() }),
);
export type TLecturerOptions = z.infer<typeof ZLecturerOptionsSchema>;

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

/** `addStudyTimes`: seconds studied since the last call (the original client sends none: 0). */
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

/** `getCourseStudyDetail`: the caller's own, or (for the course's lecturer) one learner's. */
export const ZCourseStudyDetailSchema = withCourse({ userId: zRowId.optional() });
export type TCourseStudyDetailQuery = z.infer<typeof ZCourseStudyDetailSchema>;

/** `createWxaCodeUnlimitBytes`: a QR code of the course's page. */
export const ZCourseQrSchema = withCourse({
  width: zIntParam({ min: 100, max: 1000, fallback: 280, invalid: 'validation.invalid' }),
});
export type TCourseQr = z.infer<typeof ZCourseQrSchema>;

/** Lecturer lists take pageNo and pageSize (SPEC §9: 10, 20, 30, 50, 100; default 10). */
export const ZLecturerCourseListSchema = ZPageQuerySchema.extend({
  name: keyword,
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
