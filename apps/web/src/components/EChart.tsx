// An ECharts chart on a div: created on mount, given the option (replacing the last), resized with the
// window and disposed on unmount. The caller registers the chart parts it uses with `echarts.use` (so only
// those are bundled). A role="img" label names the chart; pages show the figures as text beside it.
import * as echarts from 'echarts/core';
import { useEffect, useRef } from 'react';

type Props = { option: echarts.EChartsCoreOption; height: number; label: string; testId?: string };

export function EChart({ option, height, label, testId }: Props) {
  const host = useRef<HTMLDivElement>(null);
  // Options are usually rebuilt on every render: the chart is redrawn only when their content changes.
  const content = JSON.stringify(option);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current);
    chart.setOption(JSON.parse(content) as echarts.EChartsCoreOption, true);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [content]);
  return <div ref={host} style={{ height }} role="img" aria-label={label} data-testid={testId} />;
}
