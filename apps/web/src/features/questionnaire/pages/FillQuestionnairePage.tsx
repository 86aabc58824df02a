// /myTask/fillQuestionnaire?asqPlanId= (SPEC §2, ORIGINAL-UI "Questionnaire"): the progress bar answered /
// required, the questions, autosave of a half-filled form (a reload keeps the answers), and submit once
// with '问卷提交成功，感谢您的参与'. The server refuses what the click rules refuse; its message is shown.
import { Alert, Breadcrumb, Button, Card, Progress, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { type Answers, initialAnswers, missingRequired, progressOf, toAnswerList } from '../answers.ts';
import { questionnaireApi, useQuestionnairePaper, useSubmitQuestionnaire } from '../api.ts';
import { QuestionList } from '../components/QuestionList.tsx';
import '../questionnaire.css';

const AUTOSAVE_MS = 800;

export function FillQuestionnairePage() {
  const { t } = useTranslation('questionnaire');
  const [params] = useSearchParams();
  const planId = Number(params.get('asqPlanId')) || 0;
  const paper = useQuestionnairePaper(planId);
  const submit = useSubmitQuestionnaire();
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const data = paper.data;
  if (data && answers === null) setAnswers(initialAnswers(data.questionCpList));
  useEffect(() => () => clearTimeout(timer.current), []);

  const home = <Link to="/myTask?clickData=questionnaire">{t('backToList')}</Link>;
  const crumbs = (
    <Breadcrumb
      items={[
        { title: <Link to="/myTask?clickData=questionnaire">{t('myTask')}</Link> },
        { title: t('title') },
      ]}
    />
  );

  if (done)
    return (
      <div className="page-container asq-page">
        {crumbs}
        <Result
          status="success"
          title={t('success')}
          extra={<Button type="primary">{home}</Button>}
          data-testid="asq-success"
        />
      </div>
    );
  if (paper.isPending || (data && !answers))
    return (
      <div className="page-container asq-page">
        <Spin />
      </div>
    );
  if (paper.isError || !data || !answers)
    return (
      <div className="page-container asq-page">
        {crumbs}
        <Alert
          type="warning"
          showIcon
          message={paper.error?.message ?? t('loadFailed')}
          action={home}
          data-testid="asq-error"
        />
      </div>
    );
  if (data.submitted)
    return (
      <div className="page-container asq-page">
        {crumbs}
        <Alert
          type="info"
          showIcon
          message={t('alreadySubmitted')}
          action={
            <Link to={`/myTask/checkQuestionnaire?subjectCpId=${data.mySubjectCpId}`}>{t('check')}</Link>
          }
        />
      </div>
    );

  const questions = data.questionCpList;
  const progress = progressOf(questions, answers);

  const change = (questionId: string, value: string) => {
    const next = { ...answers, [questionId]: value };
    setAnswers(next);
    setSaving('saving');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      questionnaireApi
        .saveDraft(data.asqPlanId, toAnswerList(next))
        .then(() => setSaving('saved'))
        .catch(() => setSaving('idle'));
    }, AUTOSAVE_MS);
  };

  const send = () =>
    submit.mutateAsync({ paper: data, answers: toAnswerList(answers) }).then(() => {
      clearTimeout(timer.current);
      setDone(true);
    });

  const onSubmit = () => {
    const missing = missingRequired(questions, answers);
    if (missing.length > 0) {
      feedback.warning({
        title: t('notice'),
        content: t('missing', { list: missing.join('、') }),
        okText: t('keepFilling'),
        testId: 'asq-missing',
        onOk: () => undefined,
      });
      return;
    }
    const optionalOpen = questions.some((q) => q.status !== 1 && !answers[q.questionId]);
    feedback.confirm({
      title: t('notice'),
      content: optionalOpen ? t('optionalOpen') : t('confirmSubmit'),
      okText: t('submit'),
      cancelText: optionalOpen ? t('keepFilling') : t('cancel'),
      testId: 'asq-confirm',
      onOk: send,
    });
  };

  return (
    <div className="page-container asq-page" data-testid="asq-fill">
      {crumbs}
      <Card className="asq-progress">
        <Progress
          percent={progress.percent}
          format={() => `${progress.answered}/${progress.required}`}
          aria-label={t('progress')}
          data-testid="asq-progress"
        />
        <span className="asq-autosave" role="status" data-testid="asq-autosave">
          {saving === 'idle' ? '' : t(saving)}
        </span>
      </Card>
      <section className="asq-paper">
        <h1 className="asq-title">{data.subjectName}</h1>
        {data.remark ? <p className="asq-remark">{data.remark}</p> : null}
        {data.anonymous ? <p className="asq-anonymous">{t('anonymous')}</p> : null}
        <QuestionList questions={questions} answers={answers} onChange={change} />
        <div className="asq-submit">
          <Button type="primary" onClick={onSubmit} loading={submit.isPending} data-testid="asq-submit">
            {t('submit')}
          </Button>
        </div>
      </section>
    </div>
  );
}
