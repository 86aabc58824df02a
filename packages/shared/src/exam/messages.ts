// Messages of the exam domain (issue 6), merged into the catalogue by messages.ts: zh-CN as the product
// words it, en a faithful translation; keys are stable.
import type { Bilingual } from '../common/messages.ts';

export const examMessages = {
  'validation.examNameTooLong': {
    'zh-CN': '考试名称不能超过32个字符',
    en: 'Exam name must be at most 32 characters',
  },
  'exam.notArranged': {
    'zh-CN': '您不在本场考试的安排范围内',
    en: 'You are not arranged to take this exam',
  },
  'exam.notStarted': { 'zh-CN': '考试尚未开始', en: 'The exam has not started yet' },
  'exam.ended': { 'zh-CN': '考试已结束', en: 'The exam has ended' },
  'exam.offline': {
    'zh-CN': '线下考试请按安排到考场参加',
    en: 'This is an offline exam: please take it in the exam room',
  },
  'exam.noAttemptsLeft': { 'zh-CN': '考试次数已用完', en: 'You have no attempts left' },
  'exam.attemptClosed': {
    'zh-CN': '本次考试已交卷，不能再修改答案',
    en: 'This attempt has been submitted; answers can no longer change',
  },
  'exam.submitTooEarly': {
    'zh-CN': '开考{minutes}分钟后才能交卷',
    en: 'You can submit {minutes} minutes after the start',
  },
  'exam.answerInvalid': {
    'zh-CN': '第{questionId}题的答案格式不正确',
    en: 'The answer to question {questionId} is malformed',
  },
  'exam.answersHidden': {
    'zh-CN': '本场考试暂不允许查看答案',
    en: 'The answers of this exam cannot be viewed now',
  },
  'exam.notOwner': {
    'zh-CN': '只能管理和评阅自己负责的考试',
    en: 'You can only manage and mark exams you own',
  },
  'exam.scoreOutOfRange': {
    'zh-CN': '第{questionId}题的得分须在0到{max}分之间',
    en: 'The score of question {questionId} must be between 0 and {max}',
  },
  'exam.notSubmitted': { 'zh-CN': '该考生尚未交卷', en: 'This attempt has not been submitted yet' },
  'exam.submitted': { 'zh-CN': '交卷成功', en: 'Submitted' },
  'exam.saved': { 'zh-CN': '已保存', en: 'Saved' },
  'exam.admin.categoryInUse': {
    'zh-CN': '该分类下还有子分类或内容，不能删除',
    en: 'This category still holds sub-categories or content and cannot be deleted',
  },
  'exam.admin.questionInvalid': {
    'zh-CN': '试题不完整：{reason}',
    en: 'The question is incomplete: {reason}',
  },
  'exam.admin.questionInPaper': {
    'zh-CN': '该试题已被试卷使用，不能删除',
    en: 'This question is used by a paper and cannot be deleted',
  },
  'exam.admin.drawShort': {
    'zh-CN': '第{index}条抽题规则需要{wanted}道题，题库中只有{available}道符合条件',
    en: 'Draw rule {index} needs {wanted} questions but the bank has only {available} that match',
  },
  'exam.admin.paperInUse': {
    'zh-CN': '该试卷已被考试使用，不能删除',
    en: 'This paper is used by an exam and cannot be deleted',
  },
  'exam.admin.paperEmpty': {
    'zh-CN': '试卷中没有可用的试题',
    en: 'The paper holds no usable questions',
  },
  'exam.admin.hasAttempts': {
    'zh-CN': '已有考生参加该考试，不能删除',
    en: 'Examinees have already taken this exam; it cannot be deleted',
  },
  'exam.admin.notReviewer': {
    'zh-CN': '您不是该考试的评卷人',
    en: 'You are not a reviewer of this exam',
  },
  'exam.admin.notOffline': {
    'zh-CN': '只有线下考试可以录入线下成绩',
    en: 'Only offline exams take offline grades',
  },
  'exam.admin.examineeUnknown': {
    'zh-CN': '找不到考生：{who}',
    en: 'No such examinee: {who}',
  },
  'exam.admin.batchWindow': {
    'zh-CN': '考试结束时间须晚于开始时间',
    en: 'The end of the exam must come after its start',
  },
} as const satisfies Record<string, Bilingual>;
