// Reply JSON of the back office's points calls, in the original back office's field names.
import {
  DEFAULT_POINTS_RULES,
  type Lang,
  POINTS_SOURCES,
  type PointsSource,
  type TPointsRuleRow,
  type TRuleSource,
  type TUserPointsRow,
} from '@elearning/shared';
import type { RowOf } from '../../db/rows.ts';
import type { ruleShape } from './rules-service.ts';

export function presentRuleRow(row: RowOf<typeof ruleShape>, lang: Lang): TPointsRuleRow {
  const source = POINTS_SOURCES.find((code) => code === row.source);
  return {
    id: row.id,
    id_str: String(row.id),
    stu_name: row.name,
    sys_rule_id_str: row.source,
    sys_rule_source: source ? DEFAULT_POINTS_RULES[source].name[lang] : row.source,
    score: row.points,
    day_limit: row.daily_cap,
    rule_state: row.description,
    update_time: row.updated_at.getTime(),
    status: row.enabled ? 1 : 0,
  };
}

/** The rule sources (the original's system rules): fixed by what the product reports. */
export function presentSources(
  sources: readonly { source: PointsSource; enabled: boolean }[],
  lang: Lang,
): TRuleSource[] {
  return sources.map(({ source, enabled }) => ({
    id: source,
    sysRuleSource: DEFAULT_POINTS_RULES[source].name[lang],
    ruleState: DEFAULT_POINTS_RULES[source].description[lang],
    status: enabled ? 1 : 0,
  }));
}

type UserPoints = {
  user_id: number;
  name: string;
  dept: string;
  earned: number;
  balance: number;
  updated_at: Date | null;
};

export function presentUserPoints(row: UserPoints): TUserPointsRow {
  return {
    userId: row.user_id,
    name: row.name,
    dept: row.dept,
    totalScore: row.earned,
    balance: row.balance,
    update_time: row.updated_at?.getTime() ?? 0,
  };
}
