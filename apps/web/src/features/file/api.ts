// The preview call (SPEC §1) as a query hook: polled every 2 s while the document is being converted.
import type { TFilePreview } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const CONVERTING_POLL_MS = 2000;

export const previewApi = {
  preview: (fileId: string) =>
    http.get<TFilePreview>(`/api/common/v1/file/${encodeURIComponent(fileId)}/preview`),
};

export const previewKeys = {
  preview: (fileId: string) => ['file', 'preview', fileId] as const,
};

export function useFilePreview(fileId: string) {
  return useQuery({
    queryKey: previewKeys.preview(fileId),
    queryFn: () => previewApi.preview(fileId),
    // The signed URLs in the answer last 30 minutes; a fresh answer is fetched well before.
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (query.state.data?.kind === 'converting' ? CONVERTING_POLL_MS : false),
  });
}
