// Messages of the enterprise centre, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const enterpriseMessages = {
  'enterprise.orgAdminOnly': {
    'zh-CN': '仅组织管理员可以使用企业中心',
    en: 'Only organisation admins can use the enterprise centre',
  },
  'enterprise.tooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'enterprise.areaInvalid': { 'zh-CN': '学习类型无效', en: 'Unknown study area' },
  'enterprise.dateInvalid': { 'zh-CN': '日期格式应为 YYYY-MM-DD', en: 'Dates are written YYYY-MM-DD' },
  'enterprise.usersRequired': { 'zh-CN': '请选择要提醒的学员', en: 'Choose the learners to remind' },
  'enterprise.usersTooMany': { 'zh-CN': '一次最多提醒 200 人', en: 'Remind at most 200 people at once' },
  'enterprise.remindTitle': { 'zh-CN': '学习提醒', en: 'Study reminder' },
  'enterprise.remindText': {
    'zh-CN': '{admin} 提醒你：请尽快完成{area}学习任务。',
    en: '{admin} reminds you to catch up on your {area} tasks.',
  },
  'enterprise.area.course': { 'zh-CN': '课程', en: 'course' },
  'enterprise.area.exam': { 'zh-CN': '考试', en: 'exam' },
  'enterprise.area.train': { 'zh-CN': '培训', en: 'training' },
  'enterprise.area.live': { 'zh-CN': '直播', en: 'live' },
} as const satisfies Record<string, Bilingual>;
