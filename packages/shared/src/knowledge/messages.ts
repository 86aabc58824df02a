// Messages of the knowledge base, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const knowledgeMessages = {
  'knowledge.nameRequired': { 'zh-CN': '请输入知识名称', en: 'Enter the name' },
  'knowledge.nameTooLong': { 'zh-CN': '知识名称最多 60 个字', en: 'The name takes at most 60 characters' },
  'knowledge.introductionTooLong': {
    'zh-CN': '知识介绍最多 200 个字',
    en: 'The introduction takes at most 200 characters',
  },
  'knowledge.tooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'knowledge.urlInvalid': {
    'zh-CN': '请输入以 http:// 或 https:// 开头的资源路径',
    en: 'Enter a link starting with http:// or https://',
  },
  'knowledge.fileRequired': { 'zh-CN': '请上传附件', en: 'Attach at least one file' },
  'knowledge.tooManyFiles': { 'zh-CN': '最多上传 20 个文件', en: 'At most 20 files' },
  'knowledge.scoreInvalid': { 'zh-CN': '评分须为 1 到 5 星', en: 'Rate from 1 to 5 stars' },
  'knowledge.flagInvalid': { 'zh-CN': '取值无效', en: 'Invalid value' },
  'knowledge.catalogMissing': { 'zh-CN': '所选分类不存在', en: 'That catalogue does not exist' },
  'knowledge.systemMissing': { 'zh-CN': '所选知识体系不存在', en: 'That knowledge system does not exist' },
  'knowledge.notEditable': {
    'zh-CN': '已通过审核的分享不能修改',
    en: 'An approved share can no longer be changed',
  },
  'knowledge.downloadForbidden': { 'zh-CN': '该知识不允许下载', en: 'This resource may not be downloaded' },
  'knowledge.notPending': { 'zh-CN': '该知识不在待审核状态', en: 'This share is not waiting for review' },
  'knowledge.catalogInUse': {
    'zh-CN': '分类下还有知识或子分类，不能删除',
    en: 'The catalogue still holds resources or sub-catalogues',
  },
} as const satisfies Record<string, Bilingual>;
