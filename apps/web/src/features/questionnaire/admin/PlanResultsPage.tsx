// An arrangement's results (the original's /questionnaire/arrange/detail): response rate, per-question
// charts and free-text answers (no names for an anonymous plan), the respondents with their sheets, and the
// Excel export.
import { questionnaireAdminPaths } from '@elearning/shared';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadFile } from '../../../admin/components/index.ts';
import { QuestionResults } from '../components/QuestionResults.tsx';
import { useAdminResults } from './api.ts';
import { RespondentList } from './RespondentList.tsx';

export function Component() {
  const { t } = useTranslation('questionnaire');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const results = useAdminResults(id);
  if (results.isPending) return <Spin />;
  if (results.isError) return <Alert type="error" showIcon message={results.error.message} />;
  return (
    <div data-testid="asq-plan-results">
      <h1>{t('admin.plan.resultsTitle')}</h1>
      <Button
        onClick={() => downloadFile(questionnaireAdminPaths.planExport, { id }, `questionnaire-${id}.xlsx`)}
      >
        {t('admin.export')}
      </Button>
      <QuestionResults results={results.data} />
      <RespondentList planId={id} />
    </div>
  );
}
