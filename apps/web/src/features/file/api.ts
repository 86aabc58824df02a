// The file domain's calls (SPEC §1, §7) as query hooks: the preview, polled every 2 s while the document
// is being converted.
import { fileApiPath, filePaths, type TFilePreview } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const CONVERTING_POLL_MS = 2000;

export const fileApi = {
  preview: (fileId: string) => http.get<TFilePreview>(fileApiPath(filePaths.filePreview, fileId)),
};

export const fileKeys = {
  preview: (fileId: string) => ['file', 'preview', fileId] as const,
};

export function useFilePreview(fileId: string) {
  return useQuery({
    queryKey: fileKeys.preview(fileId),
    queryFn: () => fileApi.preview(fileId),
    // The signed URLs in the answer last 30 minutes; a fresh answer is fetched well before.
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (query.state.data?.kind === 'converting' ? CONVERTING_POLL_MS : false),
  });
}
