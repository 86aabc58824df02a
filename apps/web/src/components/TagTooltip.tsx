// A tag at most 72 px wide (SPEC §9); when its text is cut, the full text shows in a tooltip.
import { TAG_TOOLTIP_MAX_WIDTH } from '@elearning/shared';
import { Tag } from 'antd';
import { EllipsisTooltip } from './EllipsisTooltip.tsx';

type Props = { text: string; color?: string };

export function TagTooltip({ text, color }: Props) {
  return (
    <Tag
      color={color}
      style={{ maxWidth: TAG_TOOLTIP_MAX_WIDTH, marginInlineEnd: 4, verticalAlign: 'middle' }}
    >
      <EllipsisTooltip text={text} />
    </Tag>
  );
}
