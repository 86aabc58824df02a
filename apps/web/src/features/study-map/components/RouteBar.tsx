// The promotion route bar (SPEC §2, §9): the route's positions as stepped slides, 7 in view with previous /
// next arrows, the selected one highlighted and a "当前岗位" marker under the learner's own position.
// Clicking a slide shows that position's competency and abilities.
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { NAME_TRUNCATION, ROUTE_BAR_SLIDES } from '@elearning/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { truncate } from '../truncate.ts';

export type RouteSlide = { positionId: number; name: string };

type Props = {
  slides: RouteSlide[];
  selected: number | null;
  ownPositionId: number | null;
  onSelect: (positionId: number) => void;
};

export function RouteBar({ slides, selected, ownPositionId, onSelect }: Props) {
  const { t } = useTranslation('study-map');
  const [start, setStart] = useState(0);
  const last = Math.max(0, slides.length - ROUTE_BAR_SLIDES);
  const first = Math.min(start, last);
  const visible = slides.slice(first, first + ROUTE_BAR_SLIDES);
  return (
    <div className="study-map-route-bar" data-testid="route-bar">
      <Button
        shape="circle"
        size="small"
        icon={<LeftOutlined />}
        aria-label={t('prev')}
        disabled={first === 0}
        onClick={() => setStart(Math.max(0, first - 1))}
      />
      <ol className="study-map-route-bar__slides">
        {visible.map((slide, index) => {
          const step = first + index;
          const isSelected = slide.positionId === selected;
          return (
            <li key={`${slide.positionId}-${step}`} className="study-map-route-bar__slot">
              <button
                type="button"
                className={`study-map-route-bar__slide${isSelected ? ' is-selected' : ''}`}
                style={{ height: 20 * (step + 2) }}
                title={slide.name}
                aria-pressed={isSelected}
                data-testid="route-slide"
                onClick={() => onSelect(slide.positionId)}
              >
                {truncate(slide.name, NAME_TRUNCATION.position)}
              </button>
              {slide.positionId === ownPositionId ? (
                <span className="study-map-route-bar__marker" data-testid="current-position">
                  {t('currentPosition')}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button
        shape="circle"
        size="small"
        icon={<RightOutlined />}
        aria-label={t('next')}
        disabled={first >= last}
        onClick={() => setStart(Math.min(last, first + 1))}
      />
    </div>
  );
}
