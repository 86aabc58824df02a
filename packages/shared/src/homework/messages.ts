// Messages of the homework domain, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const homeworkMessages = {
  'homework.submitted': { 'zh-CN': '作业提交成功', en: 'Homework submitted' },
  'homework.graded': {
    'zh-CN': '作业已批改，不能再提交',
    en: 'The homework is graded and cannot be resubmitted',
  },
  'homework.overdue': { 'zh-CN': '已过提交截止时间', en: 'The due date has passed' },
  'homework.empty': { 'zh-CN': '请填写作业内容或上传附件', en: 'Write an answer or attach a file' },
  'homework.fileRequired': { 'zh-CN': '请上传附件', en: 'Attach a file' },
  'homework.fileType': {
    'zh-CN': '该作业不允许上传此类型的文件',
    en: 'This file type is not allowed for this homework',
  },
  'homework.fileUnknown': {
    'zh-CN': '附件不是您上传的文件，请重新上传：{fileName}',
    en: 'This attachment is not a file you uploaded; upload it again: {fileName}',
  },
  'homework.fileTooLarge': {
    'zh-CN': '文件超过该作业允许的大小',
    en: 'The file is larger than this homework allows',
  },
  'homework.tooManyFiles': { 'zh-CN': '附件最多10个', en: 'At most 10 files' },
  'homework.contentTooLong': { 'zh-CN': '作业内容过长', en: 'The answer is too long' },
  'homework.commentTooLong': { 'zh-CN': '评语最多1000个字符', en: 'The comment is at most 1000 characters' },
  'homework.scoreInvalid': { 'zh-CN': '请输入0-100之间的分数', en: 'Enter a score from 0 to 100' },
  'homework.verdictInvalid': { 'zh-CN': '请选择评分或退回', en: 'Choose grade or return' },
  'homework.notAwaiting': {
    'zh-CN': '该作业不在待批改状态（可能已被其他讲师处理）',
    en: 'This submission is not waiting for review (another lecturer may have handled it)',
  },
  'homework.titleRequired': { 'zh-CN': '请输入作业标题', en: 'Enter a title' },
  'homework.noFiles': {
    'zh-CN': '该作业还没有提交的附件',
    en: 'No files have been handed in for this homework',
  },
  'homework.reviewed': { 'zh-CN': '批改成功', en: 'Review saved' },
} as const satisfies Record<string, Bilingual>;
