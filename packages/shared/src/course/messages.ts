// Messages of the course domain (SPEC §7, §8), merged into the catalogue by messages.ts: zh-CN as the
// product words it, en a faithful translation; keys are stable.
import type { Bilingual } from '../common/messages.ts';

export const courseMessages = {
  'course.hasLearners': {
    'zh-CN': '该课程已有学员学习，不能删除',
    en: 'Learners are enrolled in this course, it cannot be deleted',
  },
  'course.chapterMismatch': {
    'zh-CN': '章节不属于该课程',
    en: 'A chapter does not belong to this course',
  },
  'course.notLecturer': {
    'zh-CN': '只能管理自己讲授的课程',
    en: 'You can only manage courses you teach',
  },
  'course.noteNotAuthor': {
    'zh-CN': '只能修改或删除自己的笔记',
    en: 'You can only edit or delete your own notes',
  },
  'validation.contentRecords.invalid': {
    'zh-CN': '学习进度格式错误，应为“章节ID:百分比,…”',
    en: 'Progress must be written as "chapterId:percent,…"',
  },
  'validation.note.required': { 'zh-CN': '记录你的想法吧～', en: 'Write down your thoughts' },
  'validation.note.tooLong': {
    'zh-CN': '笔记不能超过200个字符',
    en: 'A note must be at most 200 characters',
  },
  'validation.rating.invalid': {
    'zh-CN': '评分必须是1到5之间的整数',
    en: 'The rating must be a whole number from 1 to 5',
  },
  'validation.experience.required': { 'zh-CN': '请填写学习心得', en: 'Please write your experience' },
} as const satisfies Record<string, Bilingual>;
