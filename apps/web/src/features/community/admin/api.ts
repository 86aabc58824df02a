// The back office's community calls: zones with their moderators, and the reported-post queue.
import {
  communityAdminPaths as A,
  type ReportAction,
  type TCommunityReport,
  type TCommunityZone,
  type TPage,
} from '@elearning/shared';
import { http } from '../../../lib/http/index.ts';

export const communityAdminKeys = {
  zones: ['community-admin', 'zones'] as const,
  reports: ['community-admin', 'reports'] as const,
};

export type ZoneSave = {
  id?: number;
  name: string;
  intro?: string;
  needAudit: boolean;
  moderatorIds: number[];
};

export const communityAdminApi = {
  zones: (query: Record<string, unknown>) => http.get<TPage<TCommunityZone>>(A.zones, query),
  save: (body: ZoneSave) => http.post<{ id: number }>(body.id ? A.edit : A.add, body),
  open: (id: number, on: boolean) => http.post<{ id: number }>(on ? A.open : A.close, { id }),
  remove: (id: number) => http.post<{ id: number }>(A.delete, { id }),
  removeMany: (ids: number[]) => http.post<{ ids: number[] }>(A.deleteMany, { ids }),
  reports: (query: Record<string, unknown>) => http.get<TPage<TCommunityReport>>(A.reports, query),
  handle: (topicId: number, action: ReportAction, reason?: string) =>
    http.post<{ topicId: number }>(A.handleReport, { topicId, action, reason }),
};
