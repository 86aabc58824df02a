// Messages of the site domain's validation, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const siteMessages = {
  'site.nameRequired': { 'zh-CN': '请输入站点名称', en: 'Enter the site name' },
  'site.tooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'site.themeInvalid': {
    'zh-CN': '主题色须为 #RRGGBB 格式',
    en: 'The theme colour must be written #RRGGBB',
  },
  'site.urlInvalid': {
    'zh-CN': '请填写以 http(s):// 或 / 开头的地址',
    en: 'Enter an address starting with http(s):// or /',
  },
  'site.picRequired': { 'zh-CN': '请上传图片', en: 'Upload a picture' },
  'site.planNameRequired': { 'zh-CN': '请输入名称', en: 'Enter a name' },
  'site.planNameInvalid': {
    'zh-CN': '不允许输入空格等特殊符号',
    en: 'Letters, digits and underscores only',
  },
  'site.itemInvalid': { 'zh-CN': '首页模块配置无效', en: 'The home sections are not valid' },
  'site.deviceInvalid': { 'zh-CN': '终端类型无效', en: 'Unknown device type' },
} satisfies Record<string, Bilingual>;
