// Messages of the achievement domain, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const achievementMessages = {
  'achievement.pointsNotEnough': { 'zh-CN': '积分不足', en: 'Not enough points' },
  'achievement.pointsAmountInvalid': {
    'zh-CN': '积分数量须为正整数',
    en: 'The number of points must be a positive whole number',
  },
  'achievement.entryNotRevocable': {
    'zh-CN': '只能撤销获得的积分，且每条只能撤销一次',
    en: 'Only points earned can be taken back, and each entry only once',
  },
  'achievement.userNotFound': {
    'zh-CN': '没有手机号或账号为“{value}”的学员',
    en: 'No learner has the phone number or account "{value}"',
  },
  'achievement.ruleExists': {
    'zh-CN': '该规则来源已有积分规则',
    en: 'This source already has a points rule',
  },
} as const satisfies Record<string, Bilingual>;
