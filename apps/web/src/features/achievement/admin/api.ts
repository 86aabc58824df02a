// The back office's points calls (积分管理): rules, rule sources, learners' points and ledgers, adjustments.
import {
  achievementAdminPaths as P,
  type TPage,
  type TPointsRuleRow,
  type TRuleSource,
  type TScoreEntry,
  type TUserPointsRow,
} from '@elearning/shared';
import { http } from '../../../lib/http/index.ts';

export const achievementAdminKeys = {
  rules: ['achievement', 'admin', 'rules'] as const,
  sources: ['achievement', 'admin', 'sources'] as const,
  users: ['achievement', 'admin', 'users'] as const,
  ledger: (userId: number) => ['achievement', 'admin', 'ledger', userId] as const,
};

export type RuleForm = {
  id?: number;
  stuName: string;
  sysRuleId: string;
  score: number;
  dayLimit: number;
  ruleState?: string;
};
export type AdjustForm = { userId: number; score: number; remark: string; requestId: string };

export const achievementAdminApi = {
  rules: async (likeQuery?: string) => {
    const rows = await http.post<TPointsRuleRow[]>(P.listRules, likeQuery ? { likeQuery } : {});
    return { data: rows, totalNum: rows.length };
  },
  sources: () => http.post<TRuleSource[]>(P.listSources, {}),
  saveRule: (form: RuleForm) => http.post<unknown>(form.id ? P.editRule : P.addRule, form),
  toggleRules: (ids: number[], status: 0 | 1) =>
    http.post<unknown>(P.toggleRules, { ids: ids.join(','), status }),
  deleteRules: (ids: number[]) => http.post<unknown>(P.deleteRules, { ids: ids.join(',') }),
  users: (query: { pageNo: number; pageSize: number; likeQuery?: string }) =>
    http.post<TPage<TUserPointsRow>>(P.details, {
      currentPage: query.pageNo,
      size: query.pageSize,
      likeQuery: query.likeQuery,
    }),
  ledger: (userId: number, query: { pageNo: number; pageSize: number }) =>
    http.post<TPage<TScoreEntry>>(P.details, { userId, currentPage: query.pageNo, size: query.pageSize }),
  adjust: (form: AdjustForm) => http.post<{ balance: number; applied: boolean }>(P.adjust, form),
  toggleSource: (id: string, status: 0 | 1) => http.post<unknown>(P.editSource, { id, status }),
  revoke: (ids: number[]) => http.post<{ revoked: number }>(P.revokeEntries, { ids: ids.join(',') }),
};
