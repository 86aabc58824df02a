// Messages of classrooms, the training catalogue and the external-training editor, merged by messages.ts.
import type { Bilingual } from '../common/messages.ts';

export const trainingClassroomMessages = {
  'classroom.saved': { 'zh-CN': '教室已保存', en: 'Classroom saved' },
  'classroom.deleted': { 'zh-CN': '删除成功', en: 'Deleted' },
  'classroom.nameTaken': { 'zh-CN': '该教室名称已被使用', en: 'This classroom name is already used' },
  'classroom.reserved': {
    'zh-CN': '该教室已被预订，无法删除',
    en: 'This classroom is booked and cannot be deleted',
  },
  'classroom.disabled': {
    'zh-CN': '教室“{classroom}”已停用，不可预订',
    en: 'Classroom "{classroom}" is disabled and cannot be booked',
  },
  'classroom.categoryUnavailable': {
    'zh-CN': '所选分类不存在或已停用',
    en: 'The chosen category does not exist or is disabled',
  },
  'trainCatalog.saved': { 'zh-CN': '分类已保存', en: 'Category saved' },
  'trainCatalog.deleted': { 'zh-CN': '分类已删除', en: 'Category deleted' },
  'trainCatalog.nameTaken': {
    'zh-CN': '同一层级下已有同名分类',
    en: 'A category with this name already exists at this level',
  },
  'trainCatalog.parent': {
    'zh-CN': '不能移动到自身或其下级分类下',
    en: 'A category cannot go under itself or one of its subcategories',
  },
  'trainCatalog.inUse': {
    'zh-CN': '该分类下有子分类、培训或教室，请先移走后再删除',
    en: 'This category still holds subcategories, trainings or classrooms; move them first',
  },
  'validation.classroom.name': {
    'zh-CN': '请输入教室名称（不超过50字）',
    en: 'Enter a classroom name (at most 50 characters)',
  },
  'validation.classroom.address': {
    'zh-CN': '请输入地址（不超过300字）',
    en: 'Enter an address (at most 300 characters)',
  },
  'validation.classroom.category': { 'zh-CN': '请选择所在分类', en: 'Choose a category' },
  'validation.classroom.capacity': {
    'zh-CN': '最大容纳人数应为0到100000的整数',
    en: 'Capacity must be a whole number from 0 to 100000',
  },
  'validation.classroom.area': {
    'zh-CN': '面积应为0到100000之间、最多一位小数的数字',
    en: 'Area must be a number from 0 to 100000 with at most one decimal',
  },
  'validation.classroom.status': { 'zh-CN': '状态应为0或1', en: 'Status must be 0 or 1' },
  'validation.classroom.pictures': {
    'zh-CN': '图片最多10张，每张需有地址',
    en: 'At most 10 pictures, each with an address',
  },
  'validation.classroom.source': {
    'zh-CN': '分类来源应为 train 或 classroom',
    en: 'The category source must be train or classroom',
  },
  'validation.trainCatalog.name': {
    'zh-CN': '请输入分类名称（不超过32字）',
    en: 'Enter a category name (at most 32 characters)',
  },
  'validation.training.people': {
    'zh-CN': '请选择培训对象',
    en: 'Choose the people of the training',
  },
} as const satisfies Record<string, Bilingual>;
