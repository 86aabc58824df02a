// /myTask/checkQuestionnaire?subjectCpId= (SPEC §2): my submitted answers, read-only, the progress full.
import { Alert, Breadcrumb, Card, Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { initialAnswers, progressOf } from '../answers.ts';
import { useMyAnswers } from '../api.ts';
import { QuestionList } from '../components/QuestionList.tsx';
import '../questionnaire.css';

export function CheckQuestionnairePage() {
  const { t } = useTranslation('questionnaire');
  const [params] = useSearchParams();
  const sheetId = Number(params.get('subjectCpId')) || 0;
  const paper = useMyAnswers(sheetId);
  const crumbs = (
    <Breadcrumb
      items={[
        { title: <Link to="/myTask?clickData=questionnaire">{t('myTask')}</Link> },
        { title: t('checkTitle') },
      ]}
    />
  );
  if (paper.isPending && sheetId > 0)
    return (
      <div className="page-container asq-page">
        <Spin />
      </div>
    );
  if (!paper.data)
    return (
      <div className="page-container asq-page">
        {crumbs}
        <Alert
          type="warning"
          showIcon
          message={paper.error?.message ?? t('unsubmitted')}
          data-testid="asq-error"
        />
      </div>
    );
  const answers = initialAnswers(paper.data.questionCpList);
  const progress = progressOf(paper.data.questionCpList, answers);
  return (
    <div className="page-container asq-page" data-testid="asq-check">
      {crumbs}
      <Card className="asq-progress">
        <Progress
          percent={100}
          format={() => `${progress.required}/${progress.required}`}
          aria-label={t('progress')}
        />
      </Card>
      <section className="asq-paper">
        <h1 className="asq-title">{paper.data.subjectName}</h1>
        {paper.data.remark ? <p className="asq-remark">{paper.data.remark}</p> : null}
        <QuestionList questions={paper.data.questionCpList} answers={answers} readOnly />
      </section>
    </div>
  );
}
