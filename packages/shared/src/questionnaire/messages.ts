// Messages of the questionnaire domain (SPEC §4, §8; the original client's texts), in both languages.
import type { Bilingual } from '../common/messages.ts';

export const questionnaireMessages = {
  'questionnaire.urlInvalid': {
    'zh-CN': '请输入以 http(s):// 或 / 开头的地址',
    en: 'Enter an address starting with http(s):// or /',
  },
  'questionnaire.unsubmitted': {
    'zh-CN': '未提交的问卷无法查看',
    en: 'unsubmitted questionnaire cannot be viewed',
  },
  'questionnaire.notStarted': {
    'zh-CN': '该问卷还未开始，暂时无法填写',
    en: 'This questionnaire has not started yet',
  },
  'questionnaire.paused': {
    'zh-CN': '管理员已暂停该问卷回收，暂时无法填写',
    en: 'The administrator has paused collection; it cannot be filled yet',
  },
  'questionnaire.ended': { 'zh-CN': '该问卷已结束，无法填写', en: 'This questionnaire has ended' },
  'questionnaire.alreadySubmitted': {
    'zh-CN': '您已提交过该问卷',
    en: 'You have already submitted this questionnaire',
  },
  'questionnaire.submitted': {
    'zh-CN': '问卷提交成功，感谢您的参与',
    en: 'Submitted. Thank you for taking part',
  },
  'questionnaire.requiredMissing': { 'zh-CN': '必填题未填写', en: 'A required question is not answered' },
  'questionnaire.choiceInvalid': {
    'zh-CN': '答案不是该题的选项',
    en: 'The answer is not an option of the question',
  },
  'questionnaire.multiTooFew': {
    'zh-CN': '选择的选项少于最少可选数',
    en: 'Fewer options chosen than the minimum',
  },
  'questionnaire.multiTooMany': {
    'zh-CN': '选择的选项多于最多可选数',
    en: 'More options chosen than the maximum',
  },
  'questionnaire.answerTooLong': { 'zh-CN': '答案过长', en: 'The answer is too long' },
  'questionnaire.unknownQuestion': {
    'zh-CN': '问卷中没有该题',
    en: 'The questionnaire has no such question',
  },
  'questionnaire.nameRequired': { 'zh-CN': '请输入问卷名称', en: 'Enter a name' },
  'questionnaire.nameTooLong': { 'zh-CN': '名称最多50个字符', en: 'The name is at most 50 characters' },
  'questionnaire.tooLong': { 'zh-CN': '内容过长', en: 'The text is too long' },
  'questionnaire.contentRequired': { 'zh-CN': '请输入题目内容', en: 'Enter the question' },
  'questionnaire.optionRequired': { 'zh-CN': '请输入选项内容', en: 'Enter the option' },
  'questionnaire.optionsTooFew': { 'zh-CN': '至少需要两个选项', en: 'At least two options are needed' },
  'questionnaire.rowsRequired': { 'zh-CN': '矩阵题至少需要一行', en: 'A matrix needs at least one row' },
  'questionnaire.minMaxInvalid': {
    'zh-CN': '最少/最多可选数设置有误',
    en: 'The minimum or maximum is invalid',
  },
  'questionnaire.typeInvalid': { 'zh-CN': '题型无效', en: 'Unknown question type' },
  'questionnaire.questionsRequired': {
    'zh-CN': '请添加题目（题目编号不可重复）',
    en: 'Add questions (with distinct ids)',
  },
  'questionnaire.timeInvalid': { 'zh-CN': '时间格式有误', en: 'The time is invalid' },
  'questionnaire.windowInvalid': { 'zh-CN': '结束时间须晚于开始时间', en: 'The end must be after the start' },
  'questionnaire.targetsRequired': { 'zh-CN': '请选择参与人员', en: 'Choose who takes part' },
  'questionnaire.templateInUse': {
    'zh-CN': '该问卷模板已被安排使用，无法删除',
    en: 'The template is used by an arrangement and cannot be deleted',
  },
  'questionnaire.planHasAnswers': {
    'zh-CN': '已有人提交的问卷安排不能修改题目',
    en: 'An arrangement with answers cannot change its questionnaire',
  },
  'questionnaire.anonymityFixed': {
    'zh-CN': '已有人作答的问卷安排使用该模板，不能修改匿名设置；如需修改请复制模板',
    en: 'An arrangement using this template already has answers, so its anonymity cannot change; copy the template instead',
  },
  'questionnaire.planStateInvalid': {
    'zh-CN': '当前状态不能进行该操作',
    en: 'Not possible in the current state',
  },
} as const satisfies Record<string, Bilingual>;
