// Request schemas of the questionnaire domain: the learner's calls (the original client's parameter names)
// and the back office's templates and plans. Messages are catalogue keys; the server translates them.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { aliasKeys, blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { QUESTIONNAIRE_RULES as R } from './constants.ts';
import { AsqQuestionType, QuestionnaireBizType } from './enums.ts';

const zKey = z.string().trim().min(1).max(40);
const zChoice = z.object({
  id: zKey,
  content: zRequiredText({
    required: 'questionnaire.optionRequired',
    max: R.contentMax,
    tooLong: 'questionnaire.tooLong',
  }),
});

/** One question of a template, as the back office writes it. */
export const ZAsqQuestionSchema = z
  .object({
    id: zKey,
    type: z.enum(AsqQuestionType, { error: 'questionnaire.typeInvalid' }),
    content: zRequiredText({
      required: 'questionnaire.contentRequired',
      max: R.contentMax,
      tooLong: 'questionnaire.tooLong',
    }),
    required: z.boolean().default(true),
    section: z.string().trim().max(R.contentMax).optional(),
    options: z.array(zChoice).max(R.optionMax).default([]),
    rows: z.array(zChoice).max(R.optionMax).default([]),
    multiMin: z.number().int().min(0).max(R.optionMax).optional(),
    multiMax: z.number().int().min(1).max(R.optionMax).optional(),
    ratingMax: z.number().int().min(2).max(R.ratingMaxLimit).optional(),
  })
  .superRefine((question, context) => {
    const choices = question.type === AsqQuestionType.single || question.type === AsqQuestionType.multi;
    if ((choices || question.type === AsqQuestionType.matrix) && question.options.length < 2)
      context.addIssue({ code: 'custom', path: ['options'], message: 'questionnaire.optionsTooFew' });
    if (question.type === AsqQuestionType.matrix && question.rows.length < 1)
      context.addIssue({ code: 'custom', path: ['rows'], message: 'questionnaire.rowsRequired' });
    const min = question.multiMin ?? 0;
    const max = question.multiMax ?? question.options.length;
    if (question.type === AsqQuestionType.multi && (min > max || max > question.options.length))
      context.addIssue({ code: 'custom', path: ['multiMax'], message: 'questionnaire.minMaxInvalid' });
  });
export type TAsqQuestion = z.infer<typeof ZAsqQuestionSchema>;

const questionList = z
  .array(ZAsqQuestionSchema)
  .min(1, { error: 'questionnaire.questionsRequired' })
  .max(R.questionMax)
  .superRefine((questions, context) => {
    const ids = new Set(questions.map((question) => question.id));
    if (ids.size !== questions.length)
      context.addIssue({ code: 'custom', message: 'questionnaire.questionsRequired' });
  });

const name = zRequiredText({
  required: 'questionnaire.nameRequired',
  max: R.nameMax,
  tooLong: 'questionnaire.nameTooLong',
});
const remark = zOptionalText({ max: R.remarkMax, tooLong: 'questionnaire.tooLong' });

/** A template: add (no id) or edit (with id). */
export const ZAsqTemplateSaveSchema = z.object({
  id: zRowId.optional(),
  name,
  remark,
  anonymous: z.boolean().default(false),
  questions: questionList,
});
export type TAsqTemplateSave = z.infer<typeof ZAsqTemplateSaveSchema>;

export const ZAsqIdSchema = z.preprocess(aliasKeys({ asqPlanId: 'id' }), z.object({ id: zRowId }));
export type TAsqId = z.infer<typeof ZAsqIdSchema>;

/** PUT saveAsqUrl {id, asqUrl}: the address the plan is shared at (http(s) or a path of this site). */
export const ZAsqUrlSchema = z.object({
  id: zRowId,
  asqUrl: z
    .string()
    .trim()
    .max(1000)
    .refine((value) => value === '' || /^(https?:\/\/|\/)/.test(value), {
      error: 'questionnaire.urlInvalid',
    }),
});
export type TAsqUrl = z.infer<typeof ZAsqUrlSchema>;

/** `ids` as an array or a comma list. */
export const ZAsqIdsSchema = z.object({
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean).map(textToNumber) : value),
    z.array(zRowId).min(1).max(100),
  ),
});
export type TAsqIds = z.infer<typeof ZAsqIdsSchema>;

const zTime = z.preprocess((value) => {
  const given = blankToUndefined(textToNumber(value));
  if (typeof given === 'string') return Date.parse(given.replace(' ', 'T'));
  return given;
}, z.number({ error: 'questionnaire.timeInvalid' }).int().positive());

const target = z.object({
  targetType: z.enum(['all', 'user', 'org', 'position']),
  targetId: z.number().int().min(0),
});

/** A plan (arrangement): a template handed to an audience for a window, optionally attached to a course or training. */
export const ZAsqPlanSaveSchema = z
  .object({
    id: zRowId.optional(),
    templateId: zRowId,
    name,
    startTime: zTime,
    endTime: zTime,
    bizType: z.enum(QuestionnaireBizType).default(QuestionnaireBizType.none),
    bizId: z.number().int().min(0).default(0),
    targets: z.array(target).min(1, { error: 'questionnaire.targetsRequired' }).max(500),
  })
  .refine((plan) => plan.endTime > plan.startTime, {
    path: ['endTime'],
    message: 'questionnaire.windowInvalid',
  });
export type TAsqPlanSave = z.infer<typeof ZAsqPlanSaveSchema>;

export const ZAsqAdminListSchema = z.preprocess(
  aliasKeys({ size: 'pageSize', currentPage: 'pageNo', asqName: 'name' }),
  ZPageQuerySchema.extend({ name: zOptionalText({ max: R.nameMax, tooLong: 'questionnaire.nameTooLong' }) }),
);
export type TAsqAdminList = z.infer<typeof ZAsqAdminListSchema>;

/** The learner's questionnaire list (page size 10, SPEC §9). */
export const ZAsqMyPlansSchema = ZPageQuerySchema;
export type TAsqMyPlans = z.infer<typeof ZAsqMyPlansSchema>;

export const ZAsqJoinSchema = z.object({ asqPlanId: zRowId });
export type TAsqJoin = z.infer<typeof ZAsqJoinSchema>;

const answerItem = z.object({
  questionId: zKey,
  answerUser: z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : (value ?? '')),
    z.string().max(R.shortAnswerMax, { error: 'questionnaire.answerTooLong' }),
  ),
});
export type TAsqAnswerItem = z.infer<typeof answerItem>;

export const ZAsqDraftSchema = z.object({
  asqPlanId: zRowId,
  questionList: z.array(answerItem).max(R.questionMax),
});
export type TAsqDraft = z.infer<typeof ZAsqDraftSchema>;

/** The original client's submit: `subjectCpId` names the plan's questionnaire, `mySubjectCpId` my sheet. */
export const ZAsqSubmitSchema = z.preprocess(
  aliasKeys({ asqPlanId: 'subjectCpId' }),
  z.object({
    subjectCpId: zRowId,
    mySubjectCpId: z.preprocess(textToNumber, z.number().int().optional()),
    questionList: z.array(answerItem).max(R.questionMax),
  }),
);
export type TAsqSubmit = z.infer<typeof ZAsqSubmitSchema>;

export const ZAsqViewAnswerSchema = z.object({ subjectCpId: zRowId });
export type TAsqViewAnswer = z.infer<typeof ZAsqViewAnswerSchema>;
