// Root component: the feedback bridge (toasts and dialogs), the query client and the router. antd's theme
// and locale are not set here but by AntdScope around the parts drawn with antd, so the shell's first
// download carries no antd.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query.ts';
import { FeedbackBridge } from './feedback.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <>
      <FeedbackBridge />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </>
  );
}
