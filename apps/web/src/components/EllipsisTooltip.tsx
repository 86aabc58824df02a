// Text cut with an ellipsis after one or more lines; the full text shows in a tooltip only when it actually
// overflows (measured on hover and focus). antd's Tooltip (in the antd scope) is fetched the first time one
// is needed.
import { type CSSProperties, lazy, Suspense, useRef, useState } from 'react';

const Tooltip = lazy(() => import('./ScopedTooltip.tsx'));

type Props = { text: string; lines?: number; className?: string; style?: CSSProperties };

export function EllipsisTooltip({ text, lines = 1, className, style }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [open, setOpen] = useState(false);
  const measure = () => {
    const el = ref.current;
    if (!el) return;
    const cut = lines > 1 ? el.scrollHeight > el.clientHeight + 1 : el.scrollWidth > el.clientWidth + 1;
    setOverflowing(cut);
    setOpen(cut);
  };
  const clamp: CSSProperties =
    lines > 1
      ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
      : { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
  const label = (
    // biome-ignore lint/a11y/noStaticElementInteractions: measures overflow for the tooltip; not a control
    <span
      ref={ref}
      className={className}
      style={{ ...clamp, ...style }}
      onMouseEnter={measure}
      onFocus={measure}
      onMouseLeave={() => setOpen(false)}
      onBlur={() => setOpen(false)}
    >
      {text}
    </span>
  );
  if (!overflowing) return label;
  return (
    <Suspense fallback={label}>
      <Tooltip title={text} open={open}>
        {label}
      </Tooltip>
    </Suspense>
  );
}
