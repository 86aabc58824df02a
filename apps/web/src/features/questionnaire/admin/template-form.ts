// The template editor's form values and their conversion to and from the shared question shape: options
// and matrix rows are edited one per line; ids are assigned in order (q1…, o1…, r1…).
import {
  AsqQuestionType,
  type TAsqQuestion,
  type TAsqTemplateSave,
  type TQuestionnaireTemplate,
} from '@elearning/shared';

export type QuestionValues = {
  type: AsqQuestionType;
  content: string;
  required: boolean;
  section?: string;
  optionsText?: string;
  rowsText?: string;
  multiMin?: number;
  multiMax?: number;
  ratingMax?: number;
};

export type TemplateValues = {
  name: string;
  remark?: string;
  anonymous: boolean;
  questions: QuestionValues[];
};

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toTemplateInput(values: TemplateValues, id?: number): TAsqTemplateSave {
  return {
    ...(id ? { id } : {}),
    name: values.name,
    remark: values.remark ?? '',
    anonymous: values.anonymous,
    questions: values.questions.map((q, index): TAsqQuestion => {
      const choices = q.type !== AsqQuestionType.short && q.type !== AsqQuestionType.rating;
      return {
        id: `q${index + 1}`,
        type: q.type,
        content: q.content,
        required: q.required,
        ...(q.section ? { section: q.section } : {}),
        options: choices ? lines(q.optionsText).map((content, i) => ({ id: `o${i + 1}`, content })) : [],
        rows:
          q.type === AsqQuestionType.matrix
            ? lines(q.rowsText).map((content, i) => ({ id: `r${i + 1}`, content }))
            : [],
        ...(q.type === AsqQuestionType.multi
          ? { multiMin: q.multiMin ?? 0, multiMax: q.multiMax ?? lines(q.optionsText).length }
          : {}),
        ...(q.type === AsqQuestionType.rating ? { ratingMax: q.ratingMax ?? 5 } : {}),
      };
    }),
  };
}

export function toTemplateValues(template: TQuestionnaireTemplate): TemplateValues {
  return {
    name: template.name,
    remark: template.remark,
    anonymous: template.anonymous,
    questions: template.questions.map((q) => ({
      type: q.type,
      content: q.content,
      required: q.required,
      section: q.section,
      optionsText: q.options.map((o) => o.content).join('\n'),
      rowsText: q.rows.map((r) => r.content).join('\n'),
      multiMin: q.multiMin,
      multiMax: q.multiMax,
      ratingMax: q.ratingMax,
    })),
  };
}

export const blankQuestion: QuestionValues = {
  type: AsqQuestionType.single,
  content: '',
  required: true,
  optionsText: '',
};
