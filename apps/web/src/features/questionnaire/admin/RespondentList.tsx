// Who answered a named arrangement (the original's 答题情况, Situation.vue), each opening that person's
// answer sheet read-only. An anonymous arrangement has no list: the server names nobody and the sheets
// stay closed.
import {
  questionnaireAdminPaths,
  questionnairePaths,
  type TQuestionnairePaper,
  type TQuestionnaireRespondent,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/index.ts';
import { initialAnswers } from '../answers.ts';
import { QuestionList } from '../components/QuestionList.tsx';

type Respondents = { anonymous: boolean; data: TQuestionnaireRespondent[]; totalNum: number };
const time = (ms: number) => new Date(ms).toLocaleString('sv-SE').slice(0, 16);

function SheetModal({ sheetId, onClose }: { sheetId: number; onClose: () => void }) {
  const { t } = useTranslation('questionnaire');
  const sheet = useQuery({
    queryKey: ['questionnaire-admin', 'sheet', sheetId],
    queryFn: () => http.get<TQuestionnairePaper>(questionnairePaths.viewAnswer, { subjectCpId: sheetId }),
  });
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={720}
      title={
        sheet.data ? t('admin.plan.sheetOf', { name: sheet.data.respondent ?? '' }) : t('admin.plan.sheet')
      }
    >
      {sheet.isPending ? <Spin /> : null}
      {sheet.isError ? <Alert type="error" showIcon message={sheet.error.message} /> : null}
      {sheet.data ? (
        <div data-testid="asq-admin-sheet">
          <QuestionList
            questions={sheet.data.questionCpList}
            answers={initialAnswers(sheet.data.questionCpList)}
            readOnly
          />
        </div>
      ) : null}
    </Modal>
  );
}

export function RespondentList({ planId }: { planId: number }) {
  const { t } = useTranslation('questionnaire');
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['questionnaire-admin', 'respondents', planId],
    queryFn: () => http.get<Respondents>(questionnaireAdminPaths.planDetailStudents, { id: planId }),
  });
  if (list.isError) return <Alert type="error" showIcon message={list.error.message} />;
  if (list.data?.anonymous) return <Alert type="info" showIcon message={t('admin.plan.anonymousNote')} />;
  return (
    <section className="asq-respondents" data-testid="asq-respondents">
      <h2>{t('admin.plan.respondents')}</h2>
      <Table<TQuestionnaireRespondent>
        rowKey="subjectCpId"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: t('admin.plan.respondent'), dataIndex: 'userName' },
          { title: t('admin.plan.org'), dataIndex: 'orgName' },
          {
            title: t('admin.plan.submitTime'),
            dataIndex: 'submitTime',
            render: (value: number) => time(value),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Button type="link" onClick={() => setOpen(row.subjectCpId)}>
                {t('admin.plan.viewSheet')}
              </Button>
            ),
          },
        ]}
      />
      {open ? <SheetModal sheetId={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
