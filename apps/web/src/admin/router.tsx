// The back office's routes under /admin: the sign-in page, then the frame with every registered page
// (routes.ts), the 403 page and a 404 for anything else.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { RoutePage } from './layout/RoutePage.tsx';
import { StatusPage } from './pages/StatusPage.tsx';
import { adminRoutes } from './routes.ts';

export const ADMIN_BASE = '/admin';

const pages: RouteObject[] = adminRoutes.map((route) =>
  route.path === ''
    ? { index: true, element: <RoutePage route={route} /> }
    : { path: route.path, element: <RoutePage route={route} /> },
);

/** Created by main.tsx after the handover ticket has left the address, so the router never sees it. */
export const createAdminRouter = () =>
  createBrowserRouter(
    [
      { path: '/login', lazy: () => import('./pages/LoginPage.tsx') },
      {
        path: '/',
        element: <AdminLayout />,
        children: [
          ...pages,
          { path: '403', element: <StatusPage kind="forbidden" /> },
          { path: '*', element: <StatusPage kind="notFound" /> },
        ],
      },
    ],
    { basename: ADMIN_BASE },
  );
