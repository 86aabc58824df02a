// Reply shapes of the achievement domain; the fields the original client reads keep their spelling
// (totalScore, monthlyScore, monthlyPeriod, orgCode, url).
import type { MedalType } from './enums.ts';

/** The points half of queryCredit (the hours half is My Task's): earned all time, this year, this month. */
export type TPointsFigures = { totalScore: number; yearScore: number; monthlyScore: number; balance: number };

/** A home-page ranking line; `monthlyScore` or `monthlyPeriod` (hours) carries the measure. */
export type TTopLearner = {
  id: number;
  name: string;
  url: string;
  orgCode: string;
  monthlyScore?: number;
  monthlyPeriod?: number;
};

export type TRankLine = {
  rank: number;
  id: number;
  name: string;
  url: string;
  orgCode: string;
  value: number;
};

export type TMyRank = { rank: number | null; value: number; total: number };

export type TPointsSummary = TPointsFigures & {
  totalPeriod: number;
  yearPeriod: number;
  monthlyPeriod: number;
};

export type TScoreEntry = {
  id: number;
  reason: string;
  name: string;
  score: number;
  balance: number;
  remark: string;
  createTime: number;
};

export type TScoreRule = { source: string; name: string; score: number; dayLimit: number; ruleState: string };

/** "My archive" (statistics): totals and the share of learners of the tenant each beats. */
export type TPersonalStatistics = {
  totalScore: number;
  scoreExceed: number;
  totalPeriod: number;
  periodExceed: number;
  totalCertificate: number;
  certificateExceed: number;
  /** Trainings completed, courses completed, lives watched to the end. */
  totalTrain: number;
  totalCourse: number;
  totalLive: number;
  /** Exams taken (submitted at least once) and passed. */
  totalExam: number;
  totalExamPass: number;
};

export type TMedalLevel = { level: number; threshold: number; earned: boolean; awardedAt: number | null };
export type TMedal = { medalType: MedalType; medalName: string; progress: number; levels: TMedalLevel[] };

export type TLearningRecordItem = {
  id: number;
  kind: string;
  subjectId: number;
  name: string;
  minutes: number;
  occurredAt: number;
};
export type TLearningMonth = { month: string; count: number; minutes: number };
export type TLearningRecord = {
  data: TLearningRecordItem[];
  totalNum: number;
  totalPage: number;
  months: TLearningMonth[];
};

// ---- back office ----

export type TPointsRuleRow = {
  id: number;
  id_str: string;
  stu_name: string;
  sys_rule_id_str: string;
  sys_rule_source: string;
  score: number;
  day_limit: number;
  rule_state: string;
  update_time: number;
  status: 0 | 1;
};

/** A rule source; status 1 in use, 0 stopped for the tenant (nothing it pays is paid). */
export type TRuleSource = { id: string; sysRuleSource: string; ruleState: string; status: 0 | 1 };

export type TUserPointsRow = {
  userId: number;
  name: string;
  dept: string;
  totalScore: number;
  balance: number;
  update_time: number;
};
