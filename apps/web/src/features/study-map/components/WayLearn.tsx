// Learning ways (SPEC §2, ORIGINAL-UI "Study map"): the position's abilities, 4 per slide, each card with its
// name and level (cut at 5), its completion and its items (4 a page) tagged 已完成 at status 3. Opening an item
// goes to the course, the exam's batches (names cut at 15), the training or the live (after checking it is
// still there), or opens the material report dialog.
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  ABILITIES_PER_SLIDE,
  AbilityItemStatus,
  AbilityRouteType,
  ITEMS_PER_SLIDE,
  NAME_TRUNCATION,
  type TAbility,
  type TAbilityItem,
} from '@elearning/shared';
import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { studyMapApi } from '../api.ts';
import { truncate } from '../truncate.ts';
import { ExamBatches } from './ExamBatches.tsx';

const ROUTE_TYPE_KEYS = {
  1: 'routeTypes.course',
  2: 'routeTypes.exam',
  3: 'routeTypes.training',
  4: 'routeTypes.live',
  5: 'routeTypes.material',
} as const;

type Props = { abilities: TAbility[]; onMaterial: (item: TAbilityItem) => void };

function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('study-map');
  return (
    <span className="study-map-pager">
      <Button
        type="text"
        size="small"
        icon={<LeftOutlined />}
        aria-label={`${label} ${t('prev')}`}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      />
      <Button
        type="text"
        size="small"
        icon={<RightOutlined />}
        aria-label={`${label} ${t('next')}`}
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      />
    </span>
  );
}

function AbilityCard({ ability, onMaterial }: { ability: TAbility; onMaterial: Props['onMaterial'] }) {
  const { t } = useTranslation('study-map');
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const pages = Math.ceil(ability.item.length / ITEMS_PER_SLIDE);
  const items = ability.item.slice(page * ITEMS_PER_SLIDE, (page + 1) * ITEMS_PER_SLIDE);

  const open = async (item: TAbilityItem) => {
    switch (item.routeType) {
      case AbilityRouteType.course:
        navigate(`/course/detail?id=${item.bizId}`);
        return;
      case AbilityRouteType.training:
        navigate(`/train/detail?trainId=${item.bizId}&title=${encodeURIComponent(item.routeName)}`);
        return;
      case AbilityRouteType.live: {
        const live = await studyMapApi.live(item.bizId).catch(() => null);
        if (!live || Object.keys(live).length === 0) feedback.error(t('liveDeleted'));
        else if (live.isUsed === 0) feedback.error(t('liveDisabled'));
        else navigate(`/live/Detail?id=${item.bizId}`);
        return;
      }
      case AbilityRouteType.material:
        onMaterial(item);
        return;
      default:
        return;
    }
  };

  const title = (
    <span className="study-map-ability__title">
      <span title={ability.name}>{truncate(ability.name, NAME_TRUNCATION.ability)}</span>
      <span title={ability.levelName}>（{truncate(ability.levelName, NAME_TRUNCATION.level)}）</span>
    </span>
  );
  return (
    <Card
      size="small"
      className="study-map-ability"
      data-testid="ability-card"
      title={title}
      extra={
        <span className="study-map-ability__rate">
          {t('completeRate', { rate: ability.completeRate })}
          {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} label={ability.name} /> : null}
        </span>
      }
    >
      {items.length === 0 ? (
        <EmptyState compact description={t('noAbilityWays')} />
      ) : (
        <ul className="study-map-ability__items">
          {items.map((item) => (
            <li key={item.ablrId} className="study-map-ability__item" data-testid="way-item">
              <span className="study-map-ability__name" title={item.routeName}>
                【{t(ROUTE_TYPE_KEYS[item.routeType])}】{truncate(item.routeName, NAME_TRUNCATION.routeItem)}
              </span>
              <span className="study-map-ability__actions">
                {item.status === AbilityItemStatus.completed ? (
                  <Tag color="success">{t('completed')}</Tag>
                ) : null}
                {item.routeType === AbilityRouteType.exam ? (
                  <ExamBatches item={item} />
                ) : (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${t('open')} ${item.routeName}`}
                    onClick={() => void open(item)}
                  >
                    <RightOutlined />
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function WayLearn({ abilities, onMaterial }: Props) {
  const { t } = useTranslation('study-map');
  const [slide, setSlide] = useState(0);
  const slides = Math.ceil(abilities.length / ABILITIES_PER_SLIDE);
  const shown = abilities.slice(slide * ABILITIES_PER_SLIDE, (slide + 1) * ABILITIES_PER_SLIDE);
  return (
    <section className="study-map-ways" data-testid="learning-ways">
      <div className="study-map-ways__head">
        <h3>{t('waysTitle')}</h3>
        {slides > 1 ? <Pager page={slide} pages={slides} onPage={setSlide} label={t('waysTitle')} /> : null}
      </div>
      {abilities.length === 0 ? (
        <EmptyState description={t('noWays')} />
      ) : (
        <div className="study-map-ways__grid">
          {shown.map((ability) => (
            <AbilityCard key={ability.id} ability={ability} onMaterial={onMaterial} />
          ))}
        </div>
      )}
    </section>
  );
}
