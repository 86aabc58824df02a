// Messages of news and the regulation list, in both languages.
export const newsMessages = {
  'news.titleRequired': { 'zh-CN': '请输入新闻标题', en: 'Enter a title' },
  'news.tooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'news.nameRequired': { 'zh-CN': '请输入名称', en: 'Enter a name' },
  'news.fileRequired': { 'zh-CN': '请上传文件', en: 'Upload a file' },
  'news.timeInvalid': { 'zh-CN': '时间格式不正确', en: 'Invalid time' },
  'news.statusInvalid': { 'zh-CN': '状态无效', en: 'Invalid status' },
  'news.windowInvalid': {
    'zh-CN': '发布结束时间须晚于开始时间',
    en: 'The publish window must end after it begins',
  },
  'news.categoryInUse': {
    'zh-CN': '该分类下还有新闻，不能删除',
    en: 'This category still has articles',
  },
} as const;
