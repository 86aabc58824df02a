// Messages of the study-plan domain, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const studyPlanMessages = {
  'studyPlan.nameRequired': { 'zh-CN': '请输入计划名称', en: 'Enter the plan name' },
  'studyPlan.nameTooLong': { 'zh-CN': '名称过长', en: 'The name is too long' },
  'studyPlan.introductionTooLong': { 'zh-CN': '简介过长', en: 'The introduction is too long' },
  'studyPlan.stageNameRequired': { 'zh-CN': '请输入阶段名称', en: 'Enter the stage name' },
  'studyPlan.itemsRequired': { 'zh-CN': '请至少添加一项学习内容', en: 'Add at least one item' },
  'studyPlan.itemKindInvalid': { 'zh-CN': '学习内容类型无效', en: 'Unknown item kind' },
  'studyPlan.itemNotFound': { 'zh-CN': '学习内容不存在', en: 'The item does not exist' },
  'studyPlan.prerequisiteInvalid': {
    'zh-CN': '前置内容必须排在该内容之前',
    en: 'A prerequisite must come before its item',
  },
  'studyPlan.timeInvalid': { 'zh-CN': '时间格式错误', en: 'Invalid time' },
  'studyPlan.windowInvalid': { 'zh-CN': '结束时间须晚于开始时间', en: 'The end must be after the start' },
  'studyPlan.electivesTooMany': {
    'zh-CN': '选修最少完成数不能超过选修内容数',
    en: 'The minimum of electives exceeds the electives offered',
  },
  'studyPlan.targetNotFound': { 'zh-CN': '学员范围中有不存在的对象', en: 'An audience entry does not exist' },
  'studyPlan.audienceRequired': { 'zh-CN': '发布前请选择学员', en: 'Choose the learners before publishing' },
  'studyPlan.publishedNoDelete': {
    'zh-CN': '计划已发布且有学员学习，请先停用再删除',
    en: 'A published plan with learners must be stopped before it is deleted',
  },
  'studyPlan.locked': { 'zh-CN': '请先完成前置学习内容', en: 'Finish the prerequisite first' },
  'studyPlan.experienceRequired': { 'zh-CN': '请输入学习心得', en: 'Write your learning experience' },
  'studyPlan.experienceTooLong': { 'zh-CN': '学习心得过长', en: 'The experience is too long' },
  'studyPlan.validation.categoryName': {
    'zh-CN': '请输入分类名称（最多 32 个字）',
    en: 'Enter a category name (at most 32 characters)',
  },
  'studyPlan.validation.categoryStatus': { 'zh-CN': '状态只能是 0 或 1', en: 'The status must be 0 or 1' },
  'studyPlan.validation.ids': { 'zh-CN': '请选择要删除的记录', en: 'Choose the entries to delete' },
  'studyPlan.categoryNameTaken': {
    'zh-CN': '同级下已有同名分类',
    en: 'A category of that name already exists at this level',
  },
  'studyPlan.categoryParent': {
    'zh-CN': '不能移动到自身或其子分类下',
    en: 'A category cannot move under itself or its children',
  },
  'studyPlan.categoryInUse': {
    'zh-CN': '该分类下存在子分类或学习计划，请调整后再删除',
    en: 'The category has subcategories or plans; move them before deleting it',
  },
  'studyPlan.remindTitle': { 'zh-CN': '学习计划即将截止', en: 'A study plan is about to end' },
  'studyPlan.remindText': {
    'zh-CN': '学习计划《{plan}》将于 {end} 截止，你的进度为 {percent}%，请尽快完成。',
    en: 'The study plan “{plan}” ends on {end}; you are at {percent}%. Please finish it soon.',
  },
  'studyPlan.saved': { 'zh-CN': '保存成功', en: 'Saved' },
  'studyPlan.deleted': { 'zh-CN': '删除成功', en: 'Deleted' },
} as const satisfies Record<string, Bilingual>;
