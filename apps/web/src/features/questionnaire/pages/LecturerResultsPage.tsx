// /lecturerTask/questionnaireResults: the questionnaires a lecturer arranged for their trainings and courses,
// with the response rate; choosing one shows its per-question results.
import { Alert, List, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { useLecturerQuestionnaires, useLecturerResults } from '../api.ts';
import { QuestionResults } from '../components/QuestionResults.tsx';
import '../questionnaire.css';

export function LecturerResultsPage() {
  const { t } = useTranslation('questionnaire');
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const plans = useLecturerQuestionnaires(pageNo);
  const results = useLecturerResults(chosen);
  return (
    <div className="page-container asq-page" data-testid="asq-lecturer">
      <h1>{t('lecturer.title')}</h1>
      {plans.isError ? (
        <Alert type="error" showIcon message={plans.error.message} />
      ) : plans.isPending ? (
        <Spin />
      ) : plans.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <List
          header={<h2 className="asq-result-title">{t('lecturer.plans')}</h2>}
          dataSource={plans.data.data}
          renderItem={(plan) => (
            <List.Item
              actions={[
                <button
                  key="view"
                  type="button"
                  className="ant-btn ant-btn-link"
                  onClick={() => setChosen(plan.id)}
                >
                  {t('lecturer.view')}
                </button>,
              ]}
            >
              <List.Item.Meta
                title={plan.name}
                description={`${t('lecturer.responseRate')} ${plan.responseRate}% · ${t('lecturer.answered', { join: plan.joinCount, total: plan.totalNum })}`}
              />
            </List.Item>
          )}
        />
      )}
      <Pager
        pageNo={pageNo}
        pageSize={10}
        total={plans.data?.totalNum ?? 0}
        onChange={(next) => setPageNo(next)}
        label={t('lecturer.plans')}
      />
      {chosen === null ? null : results.isPending ? (
        <Spin />
      ) : results.data ? (
        <QuestionResults results={results.data} />
      ) : null}
    </div>
  );
}
