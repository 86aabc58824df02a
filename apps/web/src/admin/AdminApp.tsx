// The back office's root: antd's theme and language for everything (this app is antd throughout), antd's
// App for dialogs and toasts (bridged for confirmAction and the request layer), the query client and the
// router.
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { AntdScope } from '../app/AntdScope.tsx';
import { queryClient } from '../lib/query.ts';
import { AdminFeedbackBridge } from './components/feedback.tsx';

export function AdminApp({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AntdScope>
      <AntdApp>
        <AdminFeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </AntdScope>
  );
}
