// Request schemas of the personal centre. Messages are catalogue keys; the server translates them.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { PERSONAL_RULES as R } from './constants.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST userInfo: what the settings page may change about me (name, work number and org are the admin's). */
export const ZPersonalInfoSaveSchema = z.object({
  userEmail: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'personal.emailInvalid' })
      .trim()
      .max(R.emailMax, { error: 'personal.tooLong' })
      .regex(EMAIL, { error: 'personal.emailInvalid' })
      .optional(),
  ),
  sex: z.preprocess(
    textToNumber,
    z.union([z.literal(0), z.literal(1)], { error: 'personal.sexInvalid' }).optional(),
  ),
  avatarUrl: zOptionalText({ max: R.avatarUrlMax, tooLong: 'personal.tooLong' }),
});
export type TPersonalInfoSave = z.infer<typeof ZPersonalInfoSaveSchema>;

export const ZPersonalPageSchema = ZPageQuerySchema;
export type TPersonalPage = z.infer<typeof ZPersonalPageSchema>;

const zScore = z.preprocess(
  textToNumber,
  z
    .number({ error: 'personal.scoreInvalid' })
    .int({ error: 'personal.scoreInvalid' })
    .min(R.scoreMin, { error: 'personal.scoreInvalid' })
    .max(R.scoreMax, { error: 'personal.scoreInvalid' }),
);
const zComment = zRequiredText({
  required: 'personal.commentRequired',
  max: R.commentMax,
  tooLong: 'personal.tooLong',
});

/** An apprentice evaluates their tutor (`id` is the tutor's user id). */
export const ZEvaluateTutorSchema = z.object({ id: zRowId, score: zScore, comment: zComment });
export type TEvaluateTutor = z.infer<typeof ZEvaluateTutorSchema>;

/** A tutor evaluates one of their apprentices (`id` is the apprentice's user id). */
export const ZEvaluateApprenticeSchema = z.object({ id: zRowId, score: zScore, comment: zComment });
export type TEvaluateApprentice = z.infer<typeof ZEvaluateApprenticeSchema>;
