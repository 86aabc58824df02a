// The question bank (the original's 题库管理, #/examManagement/question/questionList): search by stem, type
// and difficulty; add and edit in the question editor; delete (confirmed; refused by the server while a
// paper holds the question); the t4 import with its error file; export of the filtered bank.
import { examAdminPaths, QuestionType, type TAdminQuestion } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { ImportDialog } from '../../spreadsheet/index.ts';
import { examAdminApi, examAdminKeys } from './api.ts';
import { DIFFICULTIES, difficultyKey, isDifficulty, isQuestionType } from './labels.ts';
import { draftOf, EDITABLE_TYPES, type QuestionDraft, QuestionForm } from './QuestionForm.tsx';

const plain = (html: string) => html.replace(/<[^>]*>/g, '').slice(0, 80);

export function Component() {
  const { t } = useTranslation('exam');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<QuestionDraft>();
  const [importing, setImporting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: examAdminKeys.questions });
  const save = async (value: QuestionDraft) => {
    await examAdminApi.saveQuestion({
      ...value,
      options: value.options.map((option, sort) => ({ ...option, sort })),
    });
    adminFeedback.success(t('admin.saved'));
    setDraft(undefined);
    await refresh();
  };
  const remove = (row: TAdminQuestion) =>
    confirmAction({
      content: t('admin.question.deleteConfirm'),
      danger: true,
      onOk: async () => {
        await examAdminApi.deleteQuestions([row.id]);
        await refresh();
      },
    });
  const types = [...EDITABLE_TYPES, QuestionType.group];
  return (
    <>
      <ListPage<TAdminQuestion>
        title={t('admin.question.title')}
        queryKey={examAdminKeys.questions}
        fetchPage={(query) => examAdminApi.questions(query)}
        rowKey="id"
        testId="question-list"
        searchFields={[
          { kind: 'text', name: 'search', label: t('admin.question.search'), maxLength: 50 },
          {
            kind: 'select',
            name: 'type',
            label: t('admin.question.type'),
            options: types.map((type) => ({ value: type, label: t(`admin.types.${type}`) })),
          },
          {
            kind: 'select',
            name: 'difficulty',
            label: t('admin.question.difficulty'),
            options: DIFFICULTIES.map(({ value, key }) => ({ value, label: t(`admin.difficulty.${key}`) })),
          },
        ]}
        columns={[
          { title: t('admin.question.content'), dataIndex: 'content', render: (html: string) => plain(html) },
          {
            title: t('admin.question.type'),
            dataIndex: 'type',
            render: (type: string) => <Tag>{isQuestionType(type) ? t(`admin.types.${type}`) : type}</Tag>,
          },
          {
            title: t('admin.question.difficulty'),
            dataIndex: 'difficulty',
            render: (d: number) => (isDifficulty(d) ? t(`admin.difficulty.${difficultyKey(d)}`) : d),
          },
          { title: t('admin.question.category'), dataIndex: 'categoryName' },
          { title: t('admin.question.score'), dataIndex: 'score' },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row: TAdminQuestion) => (
              <Space>
                {row.type !== QuestionType.group && (
                  <Button type="link" onClick={() => setDraft(draftOf(row))}>
                    {t('admin.edit')}
                  </Button>
                )}
                <Button type="link" onClick={() => remove(row)}>
                  {t('admin.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
        batchActions={[
          {
            key: 'delete',
            label: t('admin.delete'),
            danger: true,
            run: (rows) => examAdminApi.deleteQuestions(rows.map((row) => row.id)),
          },
        ]}
        exportTo={{ path: examAdminPaths.questionExport, fileName: 'questions.xlsx' }}
        toolbar={
          <Space>
            <Button type="primary" onClick={() => setDraft(draftOf())}>
              {t('admin.question.add')}
            </Button>
            <Button onClick={() => setImporting(true)}>{t('admin.question.import')}</Button>
          </Space>
        }
      />
      {draft && <QuestionForm draft={draft} onCancel={() => setDraft(undefined)} onSave={save} />}
      <ImportDialog
        open={importing}
        code="t4"
        title={t('admin.question.import')}
        uploadPath={examAdminPaths.questionImport}
        errorPath={examAdminPaths.questionImportErrors}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </>
  );
}
