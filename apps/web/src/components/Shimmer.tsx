// Shimmering placeholder blocks: the building stone of every loading skeleton (plain CSS, no library,
// so skeletons cost nothing on a page's first download).
import type { CSSProperties } from 'react';

type Props = { width?: CSSProperties['width']; height?: CSSProperties['height']; round?: boolean };

export function Shimmer({ width = '100%', height = 14, round = false }: Props) {
  return (
    <span className={`shimmer${round ? ' shimmer--round' : ''}`} style={{ width, height }} aria-hidden />
  );
}

/** A few text-like lines, the last one shorter. */
export function ShimmerLines({ rows = 3 }: { rows?: number }) {
  return (
    <span className="shimmer-lines" aria-hidden>
      {Array.from({ length: rows }, (_, n) => `line-${n}`).map((key, n) => (
        <Shimmer key={key} width={n === rows - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
