// Messages of the personal centre, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const personalMessages = {
  'personal.emailTaken': {
    'zh-CN': '该邮箱已被其他账号使用',
    en: 'Another account already uses this e-mail',
  },
  'personal.emailInvalid': { 'zh-CN': '邮箱格式不正确', en: 'Enter a valid e-mail address' },
  'personal.sexInvalid': { 'zh-CN': '请选择性别', en: 'Choose male or female' },
  'personal.tooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'personal.scoreInvalid': { 'zh-CN': '请给出 1 到 5 星的评分', en: 'Give a score from 1 to 5 stars' },
  'personal.commentRequired': { 'zh-CN': '请填写评价内容', en: 'Write a comment' },
  'personal.alreadyEvaluated': { 'zh-CN': '你已经评价过了', en: 'You have already given your evaluation' },
} as const satisfies Record<string, Bilingual>;
