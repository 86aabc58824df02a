// Fullscreen layout (course learn, exam paper): the page fills the window, no header or footer.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';

export function FullscreenLayout() {
  return (
    <main id="main-content" className="app-fullscreen" tabIndex={-1}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
