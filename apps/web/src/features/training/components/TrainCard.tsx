// The training card (SPEC §3): cover, status, name, way, category and trainee count; leads to the detail.
import type { TTrainCard } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function TrainCard({ card }: { card: TTrainCard }) {
  const { t } = useTranslation('training');
  return (
    <Link to={`/train/detail?trainId=${card.id}&type=0`} className="train-card" data-testid="train-card">
      <div className="train-card__media">
        {card.coverUrl ? (
          <img src={card.coverUrl} alt="" />
        ) : (
          <div className="train-card__placeholder">{t(`way.n${card.trainWay}`)}</div>
        )}
        <span className={`train-card__status train-card__status--${card.status}`}>
          {t(`status.n${card.status}`)}
        </span>
      </div>
      <div className="train-card__body">
        <h3 className="train-card__title" title={card.menuName}>
          {card.menuName}
        </h3>
        <div className="train-card__meta">
          <span>{t(`scope.${card.trainScope}`)}</span>
          <span>{t(`way.n${card.trainWay}`)}</span>
          <span>{t('people', { count: card.peopleNum })}</span>
        </div>
        {card.knowledgeSystemName ? (
          <div className="train-card__category">{card.knowledgeSystemName}</div>
        ) : null}
      </div>
    </Link>
  );
}
