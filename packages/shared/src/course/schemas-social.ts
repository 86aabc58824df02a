// Request schemas of what hangs off a course (SPEC §7 Course pages): notes, star ratings, study
// experiences, collections and shares. The original client's names are accepted beside ours: a note's
// text is `remark` and its chapter `contentId`, a rating is `scope` with a `remark`, an experience is one
// uploaded file (`fileName`, `filePath`, `fileSize`).
import { z } from 'zod';
import { ZPageQuerySchema, zRequiredText } from '../common/validation.ts';
import { COURSE_RULES } from './constants.ts';
import {
  aliasKeys,
  blankToUndefined,
  courseAlias,
  pageAlias,
  textToNumber,
  withCourse,
  zRowId,
} from './schema-helpers.ts';

/** Note lists: one course (optionally one chapter), paged. */
export const ZCourseNotesQuerySchema = z.preprocess(
  (value) => courseAlias(pageAlias(value)),
  ZPageQuerySchema.extend({ courseId: zRowId, chapterId: zRowId.optional() }),
);
export type TCourseNotesQuery = z.infer<typeof ZCourseNotesQuerySchema>;

const noteContent = zRequiredText({
  required: 'validation.note.required',
  max: COURSE_RULES.noteMax,
  tooLong: 'validation.note.tooLong',
});

const noteAliases = aliasKeys({ remark: 'content', contentId: 'chapterId' });

export const ZSaveCourseNoteSchema = z.preprocess(
  (value) => courseAlias(noteAliases(value)),
  z.object({
    courseId: zRowId,
    chapterId: zRowId.optional(),
    content: noteContent,
    position: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(10_000_000).default(0)),
  }),
);
export type TSaveCourseNote = z.infer<typeof ZSaveCourseNoteSchema>;

export const ZEditCourseNoteSchema = z.preprocess(
  noteAliases,
  z.object({ id: zRowId, content: noteContent }),
);
export type TEditCourseNote = z.infer<typeof ZEditCourseNoteSchema>;

export const ZRowRefSchema = z.object({ id: zRowId });
export type TRowRef = z.infer<typeof ZRowRefSchema>;

/** A paged list of one course's items (ratings, experiences). */
export const ZCoursePageSchema = z.preprocess(
  (value) => courseAlias(pageAlias(value)),
  ZPageQuerySchema.extend({ courseId: zRowId }),
);
export type TCoursePage = z.infer<typeof ZCoursePageSchema>;

/** `addCourseScope`: a star rating 1-5 with an optional comment. */
export const ZAddCourseRatingSchema = z.preprocess(
  (value) => courseAlias(aliasKeys({ scope: 'score', remark: 'content' })(value)),
  z.object({
    courseId: zRowId,
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
  }),
);
export type TAddCourseRating = z.infer<typeof ZAddCourseRatingSchema>;

const attachment = z.object({
  fileName: z.string().trim().min(1).max(255),
  fileUrl: z.string().trim().min(1).max(2000),
  fileSize: z.preprocess(textToNumber, z.number().int().min(0)).default(0),
});

/** The original client saves one uploaded file per experience: it becomes the one attachment. */
function fileAsAttachment(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  if (input.attachments !== undefined || blankToUndefined(input.filePath) === undefined) return input;
  const file = { fileName: input.fileName, fileUrl: input.filePath, fileSize: input.fileSize ?? 0 };
  return { ...input, attachments: [file] };
}

const experienceText = zRequiredText({
  required: 'validation.experience.required',
  max: COURSE_RULES.experienceMax,
  tooLong: 'validation.tooLong',
});

/** Experience `save`: sanitised rich text plus up to 5 uploaded files; a file alone needs no text. */
export const ZSaveExperienceSchema = z.preprocess(
  (value) => courseAlias(fileAsAttachment(value)),
  z
    .object({
      courseId: zRowId,
      content: z.preprocess(blankToUndefined, experienceText.optional()),
      attachments: z
        .preprocess(blankToUndefined, z.array(attachment).max(COURSE_RULES.experienceAttachmentsMax))
        .default([]),
    })
    .transform(({ content, ...rest }) => ({ ...rest, content: content ?? '' }))
    .refine((input) => input.content !== '' || input.attachments.length > 0, {
      error: 'validation.experience.required',
      path: ['content'],
    }),
);
export type TSaveExperience = z.infer<typeof ZSaveExperienceSchema>;

/** Collection save / cancel: the course is `bizId`, `courseId` or `id`; only courses are collected here. */
export const ZCollectionSchema = z.preprocess(
  (value) => aliasKeys({ bizId: 'courseId' })(courseAlias(value)),
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
