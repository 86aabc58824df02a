// Messages of the My Task domain (SPEC §2 My task, §8), merged into the catalogue by messages.ts: zh-CN as
// the product words it, en a faithful translation; keys are stable.
import type { Bilingual } from '../common/messages.ts';

export const myTaskMessages = {
  'validation.ids.invalid': {
    'zh-CN': '请选择要操作的项目',
    en: 'Please choose the items to act on',
  },
  'myTask.assignedNotRemovable': {
    'zh-CN': '指派的学习内容不能移出我的学习',
    en: 'Assigned items cannot be removed from my study',
  },
  'myTask.added': { 'zh-CN': '已加入我的学习', en: 'Added to my study' },
  'myTask.selectAtLeastOne': { 'zh-CN': '请至少选择一项', en: 'Please select at least one item' },
  'myTask.removedCourses': {
    'zh-CN': '已成功将{count}个课程移出我的学习',
    en: 'Removed {count} courses from my study',
  },
  'myTask.removedTrainings': {
    'zh-CN': '已成功将{count}个培训移出我的学习',
    en: 'removed {count} trainings from my learning',
  },
  'myTask.removedLives': {
    'zh-CN': '已成功将{count}个直播移出我的学习',
    en: 'Removed {count} lives from my study',
  },
} as const satisfies Record<string, Bilingual>;
