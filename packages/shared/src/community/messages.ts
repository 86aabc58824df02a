// Messages of the community, in both languages.
export const communityMessages = {
  'community.rateLimited': {
    'zh-CN': '发布太频繁，请稍后再试',
    en: 'You are posting too often; try again in a few minutes',
  },
  'community.zoneClosed': { 'zh-CN': '该专区已关闭', en: 'This zone is closed' },
  'community.banned': { 'zh-CN': '你已被禁止在该专区发言', en: 'You may not post in this zone for now' },
  'community.notModerator': { 'zh-CN': '只有版主可以这样做', en: 'Only a moderator can do this' },
  'community.contentRequired': { 'zh-CN': '请输入内容', en: 'Enter some content' },
  'community.titleRequired': { 'zh-CN': '请输入标题', en: 'Enter a title' },
  'community.reasonRequired': { 'zh-CN': '请填写原因', en: 'Give a reason' },
  'community.nameRequired': { 'zh-CN': '请输入专区名称', en: 'Enter the zone name' },
  'community.tooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'community.imageInvalid': {
    'zh-CN': '图片须通过文件服务上传',
    en: 'Images must be uploaded through the file service',
  },
  'community.actionInvalid': { 'zh-CN': '操作无效', en: 'Invalid action' },
} as const;
