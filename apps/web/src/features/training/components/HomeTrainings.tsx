// The home page's 培训中心 (training centre): the newest trainings open to the visitor (signed in or not),
// four cards; plain markup (the home page loads no antd), with the section's loading, empty and failed states.
import { TRAINING_RULES } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { HomeSection } from '../../home/components/HomeSection.tsx';
import { useTrainList } from '../api.ts';
import { TrainCard } from './TrainCard.tsx';
import '../training.css';

const HOME_SIZE = 4;

export function HomeTrainings() {
  const { t } = useTranslation('home');
  const list = useTrainList({ pageNo: 1, pageSize: Math.min(HOME_SIZE, TRAINING_RULES.pageSize) });
  const cards = list.data?.data ?? [];
  return (
    <HomeSection
      title={t('sections.trainingCenter')}
      moreTo="/train/index"
      loading={list.isLoading}
      error={list.isError}
      onRetry={() => void list.refetch()}
      empty={cards.length === 0}
      testId="home-training-center"
    >
      <div className="train-home-list">
        {cards.map((card) => (
          <TrainCard key={card.id} card={card} />
        ))}
      </div>
    </HomeSection>
  );
}
