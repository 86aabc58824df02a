// One registered back-office page: the shell's 403 when the role does not hold its menu code, else its
// lazily loaded module (one chunk per page, created once per route).
import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { mayOpen } from '../menu-model.ts';
import { StatusPage } from '../pages/StatusPage.tsx';
import { useAdminSession } from '../session/store.ts';
import type { AdminRoute } from '../types.ts';

const pages = new Map<AdminRoute, ComponentType>();

function pageOf(route: AdminRoute): ComponentType {
  let page = pages.get(route);
  if (!page) {
    page = lazy(async () => ({ default: (await route.load()).Component }));
    pages.set(route, page);
  }
  return page;
}

export function RoutePage({ route }: { route: AdminRoute }) {
  const codes = useAdminSession((s) => s.menuCodes);
  const held = useMemo(() => new Set(codes), [codes]);
  if (!mayOpen(route, held)) return <StatusPage kind="forbidden" />;
  const Page = pageOf(route);
  return (
    <Suspense fallback={<Spin className="admin-page-loading" />}>
      <Page />
    </Suspense>
  );
}
