// Watermark overlay (SPEC §1, §9): the signed-in user's name and today's date, angle 15, alpha 0.35,
// #d8d8d8, 20 px. Nothing is drawn for guests.
import { WATERMARK } from '@elearning/shared';
import { Watermark as AntWatermark } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { displayName } from '../features/session/selectors.ts';
import { useSession } from '../features/session/store.ts';
import { withAlpha } from '../lib/dom/color.ts';

export function Watermark({ children }: { children: ReactNode }) {
  const user = useSession((s) => (s.token ? s.user : undefined));
  const name = displayName(user);
  if (!name) return <>{children}</>;
  return (
    <AntWatermark
      content={[name, dayjs().format('YYYY-MM-DD')]}
      rotate={-WATERMARK.angle}
      gap={[160, 140]}
      zIndex={900}
      font={{ color: withAlpha(WATERMARK.color, WATERMARK.alpha), fontSize: WATERMARK.fontSize }}
    >
      {children}
    </AntWatermark>
  );
}
