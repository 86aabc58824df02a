// Messages of the course domain (SPEC §7, §8), merged into the catalogue by messages.ts: zh-CN as the
// product words it, en a faithful translation; keys are stable.
import type { Bilingual } from '../common/messages.ts';

export const courseMessages = {
  'course.categoryHasChildren': {
    'zh-CN': '该分类下还有子分类，不能删除',
    en: 'This category has sub-categories, it cannot be deleted',
  },
  'course.categoryHasCourses': {
    'zh-CN': '该分类下还有课程，不能删除',
    en: 'This category still holds courses, it cannot be deleted',
  },
  'course.categoryCycle': {
    'zh-CN': '不能把分类移动到它自己或它的子分类下',
    en: 'A category cannot be moved under itself or its sub-categories',
  },
  'course.categoryTooDeep': { 'zh-CN': '分类最多五级', en: 'Categories are at most five levels deep' },
  'course.categoryDisabled': {
    'zh-CN': '该分类已停用，不能放入课程',
    en: 'This category is disabled and cannot take courses',
  },
  'course.categorySiblings': {
    'zh-CN': '排序的分类必须是同一上级下的全部分类',
    en: 'Sorting needs every category under one parent',
  },
  'course.courseNoTaken': { 'zh-CN': '课程编号重复', en: 'This course number is already used' },
  'course.refMissing': {
    'zh-CN': '{field}不存在或无权使用',
    en: '{field} does not exist or cannot be used',
  },
  'course.noChapters': {
    'zh-CN': '课程至少需要一个章节才能发布',
    en: 'A course needs at least one chapter to be published',
  },
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
