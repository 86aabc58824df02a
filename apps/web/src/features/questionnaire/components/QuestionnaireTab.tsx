// The My Task questionnaire tab (SPEC §2, §4): cards of my plans, 10 a page, names cut at 10 characters,
// a status tag (paused shows as not started), the participants and the window. A click follows the click
// rules: not started and paused warn, in progress and unfinished opens the fill page, ended or finished opens
// the check page when I submitted, else 'unsubmitted questionnaire cannot be viewed'.
import {
  NAME_TRUNCATION,
  PAGE_SIZES,
  QuestionnaireClick,
  QuestionnaireLogicStatus,
  questionnaireClick,
  type TQuestionnaireCard,
} from '@elearning/shared';
import { Alert, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';
import { useMyQuestionnaires } from '../api.ts';
import '../questionnaire.css';

const STATUS = {
  1: { color: 'gold', key: 'status.inProgress' },
  2: { color: 'green', key: 'status.notStarted' },
  3: { color: 'blue', key: 'status.ended' },
} as const;

function shortName(name: string): string {
  return name.length > NAME_TRUNCATION.questionnaire
    ? `${name.slice(0, NAME_TRUNCATION.questionnaire)}...`
    : name;
}

function formatTime(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function QuestionnaireTab() {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const list = useMyQuestionnaires(pageNo);

  const open = (card: TQuestionnaireCard) => {
    const outcome = questionnaireClick(card);
    if (outcome === QuestionnaireClick.notStarted || outcome === QuestionnaireClick.paused)
      feedback.warning({
        title: t('remind'),
        content: t(outcome === QuestionnaireClick.paused ? 'pausedWarning' : 'notStartedWarning'),
        okText: t('gotIt'),
        testId: 'asq-warning',
        onOk: () => undefined,
      });
    else if (outcome === QuestionnaireClick.fill)
      navigate(`/myTask/fillQuestionnaire?asqPlanId=${card.asqPlanId}`);
    else if (outcome === QuestionnaireClick.check)
      navigate(`/myTask/checkQuestionnaire?subjectCpId=${card.subjectId}`);
    else feedback.error(t('unsubmitted'));
  };

  if (list.isError) return <Alert type="error" showIcon message={list.error.message} />;
  if (list.isPending) return <CardGridSkeleton count={4} />;
  const cards = list.data.data;
  return (
    <div className="asq-tab" data-testid="questionnaire-tab">
      {cards.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="asq-grid">
          {cards.map((card) => {
            const shown =
              STATUS[
                card.asqLogicStatus === QuestionnaireLogicStatus.paused
                  ? 2
                  : card.asqStatus === 3
                    ? 3
                    : card.asqStatus === 2
                      ? 2
                      : 1
              ];
            return (
              <li key={card.asqPlanId} className={card.finish ? 'asq-card asq-card--done' : 'asq-card'}>
                <button
                  type="button"
                  className="asq-card__button"
                  onClick={() => open(card)}
                  data-testid={`asq-card-${card.asqPlanId}`}
                >
                  <Tag color={shown.color} className="asq-card__status">
                    {t(shown.key)}
                  </Tag>
                  {card.finish ? <span className="asq-card__seal">{t('finished')}</span> : null}
                  <span className="asq-card__name" title={card.asqName}>
                    {shortName(card.asqName)}
                  </span>
                  <span className="asq-card__people">{t('joinCount', { count: card.joinCount })}</span>
                  <span className="asq-card__time">
                    {formatTime(card.startTime)}~{formatTime(card.endTime)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        pageNo={pageNo}
        pageSize={PAGE_SIZES.questionnaire.default}
        pageSizes={PAGE_SIZES.questionnaire.options}
        total={list.data.totalNum}
        onChange={(next) => setPageNo(next)}
        label={t('title')}
      />
    </div>
  );
}
