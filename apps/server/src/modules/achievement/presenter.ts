// Reply JSON of the learner's achievement calls, in the fields the original client reads.
import {
  DEFAULT_POINTS_RULES,
  isPointsSource,
  type Lang,
  type MedalType,
  POINTS_REASON_NAMES,
  type TLearningRecord,
  type TMedal,
  type TMyRank,
  type TPersonalStatistics,
  type TPointsFigures,
  type TPointsSummary,
  type TRankLine,
  type TScoreEntry,
  type TScoreRule,
  type TTopLearner,
} from '@elearning/shared';
import { paged } from '../../core/paging.ts';
import type { RowOf } from '../../db/rows.ts';
import { MEDAL_NAMES } from '../../realtime/medal.ts';
import type { learnerShape } from './queries.ts';
import { hoursOf } from './queries.ts';
import type { entryShape } from './record-service.ts';
import type { ruleShape } from './rules-service.ts';

type Figures = { total: number; year: number; month: number; balance: number };
type Seconds = { total: number; year: number; month: number };

export function presentPointsFigures(points: Figures): TPointsFigures {
  return {
    totalScore: points.total,
    yearScore: points.year,
    monthlyScore: points.month,
    balance: points.balance,
  };
}

export function presentSummary(points: Figures, seconds: Seconds): TPointsSummary {
  return {
    ...presentPointsFigures(points),
    totalPeriod: hoursOf(seconds.total),
    yearPeriod: hoursOf(seconds.year),
    monthlyPeriod: hoursOf(seconds.month),
  };
}

type Learner = RowOf<typeof learnerShape> & { value: number };

export function presentTopByPoints(row: Learner): TTopLearner {
  return { id: row.id, name: row.name, url: row.url, orgCode: row.org_name, monthlyScore: row.value };
}

export function presentTopByHours(row: Learner): TTopLearner {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    orgCode: row.org_name,
    monthlyPeriod: hoursOf(row.value),
  };
}

export function presentRankPage(
  page: { rows: (Learner & { rank: number })[]; totalNum: number },
  pageSize: number,
  hours: boolean,
) {
  const lines: TRankLine[] = page.rows.map((row) => ({
    rank: row.rank,
    id: row.id,
    name: row.name,
    url: row.url,
    orgCode: row.org_name,
    value: hours ? hoursOf(row.value) : row.value,
  }));
  return paged(lines, page.totalNum, pageSize);
}

export function presentMyRank(
  mine: { rank: number | null; value: number; total: number },
  hours: boolean,
): TMyRank {
  return { rank: mine.rank, value: hours ? hoursOf(mine.value) : mine.value, total: mine.total };
}

export function presentEntry(row: RowOf<typeof entryShape>, lang: Lang): TScoreEntry {
  const fallback = isPointsSource(row.reason)
    ? DEFAULT_POINTS_RULES[row.reason].name[lang]
    : (POINTS_REASON_NAMES[row.reason]?.[lang] ?? row.reason);
  return {
    id: row.id,
    reason: row.reason,
    name: row.rule_name ?? fallback,
    score: row.delta,
    balance: row.balance_after,
    remark: row.note,
    createTime: row.created_at.getTime(),
  };
}

export function presentRule(row: RowOf<typeof ruleShape>): TScoreRule {
  return {
    source: row.source,
    name: row.name,
    score: row.points,
    dayLimit: row.daily_cap,
    ruleState: row.description,
  };
}

type Statistics = {
  points?: number;
  seconds?: number;
  certificates?: number;
  points_exceed?: number;
  seconds_exceed?: number;
  certificates_exceed?: number;
  courses?: number;
  exams?: number;
  trainings?: number;
  lives?: number;
  exams_taken?: number;
};

export function presentStatistics(row: Statistics): TPersonalStatistics {
  return {
    totalScore: row.points ?? 0,
    scoreExceed: row.points_exceed ?? 0,
    totalPeriod: hoursOf(row.seconds ?? 0),
    periodExceed: row.seconds_exceed ?? 0,
    totalCertificate: row.certificates ?? 0,
    certificateExceed: row.certificates_exceed ?? 0,
    totalTrain: row.trainings ?? 0,
    totalCourse: row.courses ?? 0,
    totalLive: row.lives ?? 0,
    totalExam: row.exams_taken ?? 0,
    totalExamPass: row.exams ?? 0,
  };
}

type Wall = {
  medalType: MedalType;
  progress: number;
  levels: { level: number; threshold: number; awardedAt: Date | null }[];
}[];

export function presentMedalWall(wall: Wall, lang: Lang): TMedal[] {
  return wall.map((medal) => ({
    medalType: medal.medalType,
    medalName: MEDAL_NAMES[medal.medalType][lang],
    progress: medal.progress,
    levels: medal.levels.map((level) => ({
      level: level.level,
      threshold: level.threshold,
      earned: level.awardedAt !== null,
      awardedAt: level.awardedAt?.getTime() ?? null,
    })),
  }));
}

type RecordPage = {
  rows: {
    id: number;
    kind: string;
    subject_id: number;
    name: string;
    minutes: number;
    occurred_at: Date;
  }[];
  totalNum: number;
  months: { month: string; count: number; minutes: number }[];
};

export function presentLearningRecord(page: RecordPage, pageSize: number): TLearningRecord {
  const data = page.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subjectId: row.subject_id,
    name: row.name,
    minutes: row.minutes,
    occurredAt: row.occurred_at.getTime(),
  }));
  return { ...paged(data, page.totalNum, pageSize), months: page.months };
}
