// The My Task study-map tab (SPEC §2, ORIGINAL-UI "Study map"): the promotion route bar with 切换晋升路线,
// the selected position's competency (name, overall %, description), its ability radar and learning ways,
// the material report dialog and — for people of the allowed organisation — the position chooser.
// Empty states: no position, no route, no abilities (SPEC §8).
import { DownOutlined } from '@ant-design/icons';
import { RouteActive, type TAbilityItem } from '@elearning/shared';
import { Alert, Button, Dropdown, Skeleton, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAbilityMap, useChooseRoute, useMyPosition, useMyRoutes, useSituation } from '../api.ts';
import '../study-map.css';
import { MaterialDialog } from './MaterialDialog.tsx';
import { PositionChooser } from './PositionChooser.tsx';
import { RouteBar, type RouteSlide } from './RouteBar.tsx';
import { WayLearn } from './WayLearn.tsx';

const AbilityRadar = lazy(() => import('./AbilityRadar.tsx'));

function Competency({ positionId }: { positionId: number }) {
  const { t } = useTranslation('study-map');
  const situation = useSituation(positionId);
  const map = useAbilityMap(positionId);
  const [material, setMaterial] = useState<TAbilityItem | null>(null);
  if (situation.isError || map.isError) return <Alert type="error" message={t('noAbility')} showIcon />;
  const abilities = map.data?.ability ?? [];
  return (
    <>
      <section className="study-map-competency" data-testid="competency">
        <h3 className="study-map-subtitle">{t('competencyTitle')}</h3>
        <Spin spinning={situation.isLoading || map.isLoading}>
          <dl className="study-map-competency__facts">
            <div>
              <dt>{t('positionName')}</dt>
              <dd data-testid="competency-position">{situation.data?.positionName ?? ''}</dd>
            </div>
            <div>
              <dt>{t('overall')}</dt>
              <dd data-testid="competence">{map.data?.competence ?? 0}%</dd>
            </div>
            {situation.data?.positionDesc ? (
              <div className="is-wide">
                <dt>{t('positionDesc')}</dt>
                <dd>{situation.data.positionDesc}</dd>
              </div>
            ) : null}
          </dl>
        </Spin>
      </section>
      <section className="study-map-abilities">
        <h3 className="study-map-subtitle">{t('abilityTitle')}</h3>
        {map.isLoading ? (
          <Skeleton active />
        ) : abilities.length === 0 ? (
          <EmptyState description={t('noAbility')} testId="no-ability" />
        ) : (
          <div className="study-map-abilities__body">
            <Suspense fallback={<Skeleton.Node active style={{ width: 360, height: 360 }} />}>
              <AbilityRadar abilities={abilities} />
            </Suspense>
            <WayLearn abilities={abilities} onMaterial={setMaterial} />
          </div>
        )}
      </section>
      <MaterialDialog item={material} positionId={positionId} onClose={() => setMaterial(null)} />
    </>
  );
}

export function StudyMapTab() {
  const { t } = useTranslation('study-map');
  const mine = useMyPosition();
  const ownPositionId = mine.data?.positionId ?? null;
  const routes = useMyRoutes(ownPositionId !== null);
  const choose = useChooseRoute();
  const [selected, setSelected] = useState<number | null>(null);
  const [chooser, setChooser] = useState(false);

  if (mine.isLoading) return <Skeleton active />;
  if (mine.isError) return <Alert type="error" message={t('noPosition')} showIcon />;
  const chooserButton = mine.data?.canChoose ? (
    <Button onClick={() => setChooser(true)} data-testid="choose-position">
      {t('changePosition')}
    </Button>
  ) : null;
  const dialog = <PositionChooser open={chooser} onClose={() => setChooser(false)} />;
  if (ownPositionId === null)
    return (
      <div className="study-map" data-testid="study-map">
        <EmptyState description={t('noPosition')} testId="no-position">
          {chooserButton ?? <p>{t('positionLocked')}</p>}
        </EmptyState>
        {dialog}
      </div>
    );

  const list = routes.data ?? [];
  const current = list.find((route) => route.active === RouteActive.current) ?? list[0];
  const slides: RouteSlide[] = current
    ? current.fullUserRoutePositionId.split(',').map((id, index) => ({
        positionId: Number(id),
        name: current.fullUserRoute.split(',')[index] ?? '',
      }))
    : [{ positionId: ownPositionId, name: mine.data?.positionName ?? '' }];
  const shown =
    selected !== null && slides.some((slide) => slide.positionId === selected) ? selected : ownPositionId;
  const menu = list.map((route) => ({
    key: String(route.userRouteId),
    label: route.fullUserRoute.split(',').join('——'),
  }));

  return (
    <div className="study-map" data-testid="study-map">
      <header className="study-map__header">
        <h2 className="study-map__title">{t('routeTitle')}</h2>
        <span className="study-map__tools">
          {chooserButton}
          {list.length > 1 ? (
            <Dropdown
              trigger={['click']}
              menu={{
                items: menu,
                selectable: true,
                selectedKeys: current ? [String(current.userRouteId)] : [],
                onClick: ({ key }) => {
                  setSelected(null);
                  choose.mutate(Number(key));
                },
              }}
            >
              <Button type="link" data-testid="switch-route">
                {t('switchRoute')} <DownOutlined />
              </Button>
            </Dropdown>
          ) : null}
        </span>
      </header>
      <Spin spinning={routes.isLoading || choose.isPending}>
        <RouteBar slides={slides} selected={shown} ownPositionId={ownPositionId} onSelect={setSelected} />
        {!routes.isLoading && list.length === 0 ? (
          <p className="study-map__hint" data-testid="no-route">
            {t('noRoute')}
          </p>
        ) : null}
      </Spin>
      <Competency key={shown} positionId={shown} />
      {dialog}
    </div>
  );
}
