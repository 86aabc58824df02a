// The question editor (the original's 试题创建): type, category, difficulty, score, the rich-text stem
// (images uploaded through the file service by the editor), and per type the options with the right ones,
// a blank's accepted answers, or a short answer's reference. The server checks every rule again.
import { QuestionType, type TAdminQuestion } from '@elearning/shared';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/editor/index.ts';
import { categoryOptions, useQuestionCategories } from './api.ts';
import { DIFFICULTIES } from './labels.ts';

export type QuestionDraft = {
  id?: number;
  type: string;
  categoryId?: number;
  difficulty: number;
  score: number;
  content: string;
  options: { content: string; isCorrect: 0 | 1 }[];
  answer?: string;
};

const CHOICE: readonly string[] = [QuestionType.single, QuestionType.multiple, QuestionType.indefinite];
export const EDITABLE_TYPES = [
  QuestionType.single,
  QuestionType.multiple,
  QuestionType.indefinite,
  QuestionType.judgment,
  QuestionType.blank,
  QuestionType.shortAnswer,
] as const;

function emptyOptions(type: string): QuestionDraft['options'] {
  if (type === QuestionType.judgment)
    return [
      { content: '正确', isCorrect: 1 },
      { content: '错误', isCorrect: 0 },
    ];
  if (type === QuestionType.blank) return [{ content: '', isCorrect: 1 }];
  if (CHOICE.includes(type)) return ['', '', '', ''].map((content) => ({ content, isCorrect: 0 }));
  return [];
}

export function draftOf(question?: TAdminQuestion): QuestionDraft {
  if (!question)
    return {
      type: QuestionType.single,
      difficulty: 2,
      score: 5,
      content: '',
      options: emptyOptions(QuestionType.single),
    };
  return {
    id: question.id,
    type: question.type,
    categoryId: question.categoryId ?? undefined,
    difficulty: question.difficulty,
    score: question.score,
    content: question.content,
    options: question.options.map((option) => ({ content: option.content, isCorrect: option.isCorrect })),
    answer: question.answer,
  };
}

export function QuestionForm(props: {
  draft: QuestionDraft;
  onCancel: () => void;
  onSave: (draft: QuestionDraft) => Promise<unknown>;
}) {
  const { t } = useTranslation('exam');
  const categories = useQuestionCategories();
  const [draft, setDraft] = useState(props.draft);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(props.draft), [props.draft]);
  const set = (patch: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setOption = (index: number, patch: Partial<QuestionDraft['options'][number]>) =>
    set({
      options: draft.options.map((option, i) =>
        i === index
          ? { ...option, ...patch }
          : patch.isCorrect === 1 &&
              (draft.type === QuestionType.single || draft.type === QuestionType.judgment)
            ? { ...option, isCorrect: 0 }
            : option,
      ),
    });
  const save = async () => {
    setSaving(true);
    try {
      await props.onSave(draft);
    } finally {
      setSaving(false);
    }
  };
  const isChoice = CHOICE.includes(draft.type) || draft.type === QuestionType.judgment;
  return (
    <Modal
      open
      width={760}
      title={draft.id ? t('admin.question.edit') : t('admin.question.add')}
      onCancel={props.onCancel}
      onOk={save}
      okText={t('admin.save')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="question-form">
        <Space wrap>
          <Form.Item label={t('admin.question.type')} htmlFor="question-type">
            <Select
              id="question-type"
              style={{ width: 180 }}
              value={draft.type}
              disabled={draft.id !== undefined}
              options={EDITABLE_TYPES.map((type) => ({ value: type, label: t(`admin.types.${type}`) }))}
              onChange={(type: string) => set({ type, options: emptyOptions(type) })}
            />
          </Form.Item>
          <Form.Item label={t('admin.question.category')} htmlFor="question-category">
            <Select
              id="question-category"
              style={{ width: 200 }}
              allowClear
              showSearch
              optionFilterProp="label"
              value={draft.categoryId}
              options={categoryOptions(categories.data ?? [])}
              onChange={(categoryId?: number) => set({ categoryId })}
            />
          </Form.Item>
          <Form.Item label={t('admin.question.difficulty')} htmlFor="question-difficulty">
            <Select
              id="question-difficulty"
              style={{ width: 120 }}
              value={draft.difficulty}
              options={DIFFICULTIES.map(({ value, key }) => ({ value, label: t(`admin.difficulty.${key}`) }))}
              onChange={(difficulty: number) => set({ difficulty })}
            />
          </Form.Item>
          <Form.Item label={t('admin.question.score')} htmlFor="question-score">
            <InputNumber
              id="question-score"
              min={0}
              max={1000}
              value={draft.score}
              onChange={(score) => set({ score: score ?? 0 })}
            />
          </Form.Item>
        </Space>
        <Form.Item label={t('admin.question.content')} required>
          <RichTextEditor
            value={draft.content}
            onChange={(content) => set({ content })}
            minHeight={120}
            label={t('admin.question.content')}
            testId="question-stem"
          />
        </Form.Item>
        {isChoice &&
          draft.options.map((option, index) => (
            <Space key={String(index)} align="baseline" style={{ display: 'flex' }}>
              <Checkbox
                checked={option.isCorrect === 1}
                onChange={(event) => setOption(index, { isCorrect: event.target.checked ? 1 : 0 })}
              >
                {t('admin.question.correct')}
              </Checkbox>
              <Input
                aria-label={t('admin.question.option', { letter: String.fromCharCode(65 + index) })}
                value={option.content}
                onChange={(event) => setOption(index, { content: event.target.value })}
                style={{ width: 480 }}
              />
            </Space>
          ))}
        {CHOICE.includes(draft.type) && (
          <Button onClick={() => set({ options: [...draft.options, { content: '', isCorrect: 0 }] })}>
            {t('admin.question.addOption')}
          </Button>
        )}
        {draft.type === QuestionType.blank &&
          draft.options.map((option, index) => (
            <Form.Item key={String(index)} label={t('admin.question.blank', { n: index + 1 })}>
              <Input
                value={option.content}
                onChange={(event) => setOption(index, { content: event.target.value })}
              />
            </Form.Item>
          ))}
        {draft.type === QuestionType.blank && (
          <Button onClick={() => set({ options: [...draft.options, { content: '', isCorrect: 1 }] })}>
            {t('admin.question.addBlank')}
          </Button>
        )}
        {draft.type === QuestionType.shortAnswer && (
          <Form.Item label={t('admin.question.reference')} htmlFor="question-reference">
            <Input.TextArea
              id="question-reference"
              rows={3}
              value={draft.answer}
              onChange={(event) => set({ answer: event.target.value })}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
