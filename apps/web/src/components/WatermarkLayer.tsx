// The watermark picture itself (antd's Watermark, SPEC §1, §9): a layer over the whole frame of the page
// (Watermark.tsx) that lets clicks through. Fetched after the page is drawn, so the first download of a
// page carries neither antd nor dayjs.
import { WATERMARK } from '@elearning/shared';
import { Watermark } from 'antd';
import dayjs from 'dayjs';
import { withAlpha } from '../lib/dom/color.ts';

export default function WatermarkLayer({ name }: { name: string }) {
  return (
    <Watermark
      content={[name, dayjs().format('YYYY-MM-DD')]}
      rotate={-WATERMARK.angle}
      gap={[160, 140]}
      zIndex={900}
      font={{ color: withAlpha(WATERMARK.color, WATERMARK.alpha), fontSize: WATERMARK.fontSize }}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 900 }}
    />
  );
}
