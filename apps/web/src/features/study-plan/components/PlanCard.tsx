// The study plan card (SPEC §3: id, name, coverUrl, startTime, endTime, status, totalPrecent): cover, status
// (§4: 1 not started, 2 in progress, 3 ended), period and progress; 100 % shows the completed stamp.
import { PLAN_COMPLETE_PERCENT, type TStudyPlanCard } from '@elearning/shared';
import { Progress } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

export function PlanCard({ card }: { card: TStudyPlanCard }) {
  const { t } = useTranslation('study-plan');
  return (
    <Link to={`/learningPlanDetail?id=${card.id}`} className="plan-card" data-testid="plan-card">
      <div className="plan-card__media">
        {card.coverUrl ? (
          <img src={card.coverUrl} alt="" />
        ) : (
          <div className="plan-card__placeholder">{t(`kind.${card.kind}`)}</div>
        )}
        <span className={`plan-status plan-status--${card.status}`}>{t(`status.n${card.status}`)}</span>
      </div>
      <div className="plan-card__body">
        <h3 className="plan-card__title" title={card.name}>
          {card.name}
        </h3>
        <div className="plan-card__meta">
          {t('period', { start: day(card.startTime), end: day(card.endTime) })}
        </div>
        <Progress
          percent={card.totalPrecent}
          size="small"
          aria-label={t('progress')}
          data-testid="plan-card-progress"
        />
        <div className="plan-card__meta">{t('itemsDone', { done: card.finishNum, total: card.itemNum })}</div>
      </div>
      {card.totalPrecent >= PLAN_COMPLETE_PERCENT ? (
        <span className="plan-stamp" data-testid="plan-stamp">
          {t('stamp')}
        </span>
      ) : null}
    </Link>
  );
}
