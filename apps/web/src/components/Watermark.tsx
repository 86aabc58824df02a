// Watermark overlay (SPEC §1, §9): the signed-in user's name and today's date, angle 15, alpha 0.35,
// #d8d8d8, 20 px. Nothing is drawn for guests. The layer is a sibling of the page, so signing in or out
// never re-mounts the page, and it is fetched lazily (WatermarkLayer.tsx).
import { lazy, type ReactNode, Suspense } from 'react';
import { displayName } from '../features/session/selectors.ts';
import { useSession } from '../features/session/store.ts';

const WatermarkLayer = lazy(() => import('./WatermarkLayer.tsx'));

export function Watermark({ children }: { children: ReactNode }) {
  const user = useSession((s) => (s.token ? s.user : undefined));
  const name = displayName(user);
  return (
    <>
      {children}
      {name ? (
        <Suspense fallback={null}>
          <WatermarkLayer name={name} />
        </Suspense>
      ) : null}
    </>
  );
}
