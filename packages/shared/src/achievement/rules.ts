// Point sources and the default rules a tenant starts from (ORIGINAL-UI "Personal center and points": daily
// login 1 point; video, knowledge and sharing each capped at 6 a day; points for course, exam, training and
// questionnaire completion), and the medal levels (SPEC §3 Medal message).
import type { Bilingual } from '../common/messages.ts';
import { MedalType } from './enums.ts';

/** Where points come from: each is paid by one rule of the tenant. */
export const PointsSource = {
  login: 'login',
  video: 'video',
  knowledge: 'knowledge',
  share: 'share',
  course: 'course',
  exam: 'exam',
  training: 'training',
  questionnaire: 'questionnaire',
  live: 'live',
} as const;
export type PointsSource = (typeof PointsSource)[keyof typeof PointsSource];
export const POINTS_SOURCES = Object.values(PointsSource);

/** Reasons of ledger entries that are not rules. */
export const PointsReason = { manual: 'manual', import: 'import', revoke: 'revoke' } as const;

export type PointsRuleDefault = { points: number; dailyCap: number; name: Bilingual; description: Bilingual };

export const DEFAULT_POINTS_RULES: Readonly<Record<PointsSource, PointsRuleDefault>> = {
  login: {
    points: 1,
    dailyCap: 1,
    name: { 'zh-CN': '登录积分', en: 'Sign-in points' },
    description: { 'zh-CN': '每日首次登录累计1积分', en: '1 point for the first sign-in of the day' },
  },
  video: {
    points: 1,
    dailyCap: 6,
    name: { 'zh-CN': '在线学习积分', en: 'Online study points' },
    description: {
      'zh-CN': '每有效观看课程视频一个积1积分，上限6积分。',
      en: '1 point per course video watched, at most 6 a day.',
    },
  },
  knowledge: {
    points: 1,
    dailyCap: 6,
    name: { 'zh-CN': '知识库积分', en: 'Knowledge points' },
    description: {
      'zh-CN': '每有效阅读知识库文章一篇，上限6积分。',
      en: '1 point per knowledge article read, at most 6 a day.',
    },
  },
  share: {
    points: 1,
    dailyCap: 6,
    name: { 'zh-CN': '资源共享积分', en: 'Sharing points' },
    description: {
      'zh-CN': '分享的知识资源每通过审核一个积1积分，上限6积分。',
      en: '1 point per resource you shared once its review approves it, at most 6 a day.',
    },
  },
  course: {
    points: 5,
    dailyCap: 0,
    name: { 'zh-CN': '课程积分', en: 'Course points' },
    description: { 'zh-CN': '完成某一课程学习，获得课程积分。', en: 'Points for completing a course.' },
  },
  exam: {
    points: 5,
    dailyCap: 0,
    name: { 'zh-CN': '考试积分', en: 'Exam points' },
    description: { 'zh-CN': '通过某一门考试，获得考试积分。', en: 'Points for passing an exam.' },
  },
  training: {
    points: 10,
    dailyCap: 0,
    name: { 'zh-CN': '培训积分', en: 'Training points' },
    description: { 'zh-CN': '完成某一培训学习，获得培训积分。', en: 'Points for completing a training.' },
  },
  questionnaire: {
    points: 2,
    dailyCap: 0,
    name: { 'zh-CN': '问卷积分', en: 'Questionnaire points' },
    description: { 'zh-CN': '提交某一份问卷，获得问卷积分。', en: 'Points for submitting a questionnaire.' },
  },
  live: {
    points: 2,
    dailyCap: 0,
    name: { 'zh-CN': '直播积分', en: 'Live points' },
    description: {
      'zh-CN': '完整观看一场直播，获得直播积分。',
      en: 'Points for watching a live stream to its end.',
    },
  },
};

/** The thresholds of each medal's levels (level 1 at the first, …): counts of things done, or points earned. */
export const MEDAL_LEVELS: Readonly<Record<MedalType, readonly number[]>> = {
  [MedalType.course]: [1, 10, 50],
  [MedalType.exam]: [1, 10, 30],
  [MedalType.trainOnLine]: [1, 5, 20],
  [MedalType.trainOffLine]: [1, 5, 20],
  [MedalType.trainMix]: [1, 5, 20],
  [MedalType.studyPlan]: [1, 3, 10],
  [MedalType.live]: [1, 10, 30],
  [MedalType.integral]: [100, 500, 2000],
};

export function isPointsSource(value: string): value is PointsSource {
  return (POINTS_SOURCES as readonly string[]).includes(value);
}

/** Names of ledger reasons that are not rules (imports, adjustments, the mall's spending and refunds). */
export const POINTS_REASON_NAMES: Readonly<Record<string, Bilingual>> = {
  import: { 'zh-CN': '积分导入', en: 'Points import' },
  manual: { 'zh-CN': '手动调整', en: 'Manual adjustment' },
  'mall.exchange': { 'zh-CN': '积分兑换', en: 'Mall exchange' },
  'mall.refund': { 'zh-CN': '兑换退回', en: 'Exchange refund' },
  revoke: { 'zh-CN': '积分撤销', en: 'Points taken back' },
};
