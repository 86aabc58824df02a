// The ability radar (SPEC §9): one axis per ability (0..5, the required level's grade), padded with blank
// axes to at least 3 so the shape never collapses to a point or a line. Loaded lazily with its chart parts.
import { RADAR, type TAbility } from '@elearning/shared';
import { RadarChart } from 'echarts/charts';
import { RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';

echarts.use([RadarChart, RadarComponent, TooltipComponent, CanvasRenderer]);

const AXIS_NAME_MAX = 4;

export function radarAxes(abilities: readonly Pick<TAbility, 'name' | 'sort'>[]) {
  const axes = abilities.map((ability) => ({ name: ability.name, value: ability.sort }));
  while (axes.length < RADAR.minAxes) axes.push({ name: '', value: 0 });
  return axes;
}

export default function AbilityRadar({ abilities }: { abilities: TAbility[] }) {
  const { t } = useTranslation('study-map');
  const axes = radarAxes(abilities);
  const option = {
    tooltip: { trigger: 'item' },
    radar: {
      indicator: axes.map((axis) => ({ name: axis.name, min: RADAR.axisMin, max: RADAR.axisMax })),
      axisName: { color: '#595959' },
      radius: '62%',
    },
    series: [
      {
        type: 'radar',
        areaStyle: { color: 'rgba(77,180,255,0.12)' },
        data: [{ value: axes.map((axis) => axis.value), name: t('abilityTitle') }],
      },
    ],
  };
  const names = abilities.map((ability) =>
    Array.from(ability.name).length > AXIS_NAME_MAX ? `${ability.name} ${ability.levelName}` : ability.name,
  );
  return (
    <figure className="study-map-radar">
      <EChart option={option} height={360} label={t('radarLabel')} testId="ability-radar" />
      <figcaption className="visually-hidden">{names.join(', ')}</figcaption>
    </figure>
  );
}
