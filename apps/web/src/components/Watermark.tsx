// Watermark overlay (SPEC §1, §9): the signed-in user's name and today's date, angle 15, alpha 0.35,
// #d8d8d8, 20 px, over the whole page and scrolling with it. Nothing is drawn for guests. The picture
// (antd's Watermark, WatermarkLayer.tsx) is fetched after the page is drawn, as a sibling of the page in
// the frame antd would draw, so its arrival never re-mounts the page.
import { lazy, type ReactNode, Suspense } from 'react';
import { displayName } from '../features/session/selectors.ts';
import { useSession } from '../features/session/store.ts';

const WatermarkLayer = lazy(() => import('./WatermarkLayer.tsx'));

export function Watermark({ children }: { children: ReactNode }) {
  const user = useSession((s) => (s.token ? s.user : undefined));
  const name = displayName(user);
  if (!name) return <>{children}</>;
  return (
    <div style={{ position: 'relative', overflow: 'hidden' }}>
      {children}
      <Suspense fallback={null}>
        <WatermarkLayer name={name} />
      </Suspense>
    </div>
  );
}
