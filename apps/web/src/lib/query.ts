// The app's TanStack Query client: no retries for answered failures (the server said no), one retry
// for network errors, and no refetch on window focus (the bell polls on its own schedule).
import { QueryClient } from '@tanstack/react-query';
import { ApiError, LoginRequiredError } from './http/index.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => {
        if (error instanceof LoginRequiredError) return false;
        if (error instanceof ApiError && error.code !== 0) return false;
        return failures < 1;
      },
    },
    mutations: { retry: false },
  },
});
