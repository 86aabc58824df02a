// Messages of the domain services (files, exams, courses and study lists), merged into the catalogue
// by messages.ts. Same rules: zh-CN verbatim from the spec, en a faithful translation, keys stable.
export type Bilingual = { 'zh-CN': string; en: string };

export const domainMessages = {
  // File service (uploads, downloads, video, preview)
  'file.tokenInvalid': {
    'zh-CN': '上传凭证无效，请重新获取后再上传',
    en: 'The upload token is invalid, please get a new one and upload again',
  },
  'file.tokenExpired': {
    'zh-CN': '上传凭证已过期，请重新上传',
    en: 'The upload token has expired, please upload again',
  },
  'file.tokenWrongTenant': {
    'zh-CN': '上传凭证不属于当前站点',
    en: 'The upload token belongs to another site',
  },
  'file.tokenMissing': { 'zh-CN': '缺少上传凭证', en: 'The upload token is missing' },
  'file.nameInvalid': {
    'zh-CN': '文件名不能包含路径或控制字符',
    en: 'The file name must not contain path or control characters',
  },
  'file.contentMismatch': {
    'zh-CN': '文件内容与扩展名不符',
    en: 'The file content does not match its extension',
  },
  'file.missing': { 'zh-CN': '请选择要上传的文件', en: 'Please choose a file to upload' },
  'file.uploadIncomplete': {
    'zh-CN': '文件上传未完成，请重新上传',
    en: 'The upload did not complete, please upload again',
  },
  'file.rangeNotSatisfiable': {
    'zh-CN': '请求的文件范围无效',
    en: 'The requested byte range is not satisfiable',
  },
  'file.previewConverterMissing': {
    'zh-CN': '文档预览服务未安装，请下载后查看',
    en: 'Document preview is not installed on this server, please download the file to view it',
  },
  'file.previewFailed': {
    'zh-CN': '文档转换失败，请下载后查看',
    en: 'The document could not be converted, please download it to view it',
  },
  'file.previewUnsupported': {
    'zh-CN': '该文件类型不支持在线预览，请下载后查看',
    en: 'This file type cannot be previewed online, please download it',
  },
  'file.previewConverting': {
    'zh-CN': '文档转换中，请稍候…',
    en: 'Converting the document, please wait…',
  },
  'video.notReady': { 'zh-CN': '视频尚未上传完成', en: 'The video has not finished uploading' },
  'validation.fileId.invalid': { 'zh-CN': '文件编号格式错误', en: 'The file id is invalid' },
  'validation.videoId.invalid': { 'zh-CN': '视频编号格式错误', en: 'The video id is invalid' },
  'validation.videoTitle.tooLong': {
    'zh-CN': '视频标题不能超过128个字符',
    en: 'The video title must be at most 128 characters',
  },
  'validation.fileName.required': { 'zh-CN': '请提供文件名', en: 'Please give the file name' },
  // Exams (issue 6)
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
  // Courses and My Task study lists (SPEC §2, §7, §8)
  'study.assignedNotRemovable': {
    'zh-CN': '指派的学习内容不能移出我的学习',
    en: 'Assigned items cannot be removed from my study',
  },
  'study.added': { 'zh-CN': '已加入我的学习', en: 'Added to my study' },
  'study.selectAtLeastOne': { 'zh-CN': '请至少选择一项', en: 'Please select at least one item' },
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
  'validation.ids.invalid': {
    'zh-CN': '请选择要操作的项目',
    en: 'Please choose the items to act on',
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
