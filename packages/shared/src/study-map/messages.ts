// Messages of the study-map domain (SPEC §5, §6, §8; the original client's texts), in both languages.
import type { Bilingual } from '../common/messages.ts';

export const studyMapMessages = {
  'studyMap.materialExists': {
    'zh-CN': '您已经上传了能力提升上报材料，再次上传会覆盖之前的文件，请先删除当前文件',
    en: 'You have already uploaded a material; re-uploading overwrites it, so delete the current file first',
  },
  'studyMap.notMaterial': {
    'zh-CN': '该学习途径不是能力提升材料',
    en: 'This learning way is not an ability-improvement material',
  },
  'studyMap.fileUnknown': {
    'zh-CN': '文件不存在，请重新上传',
    en: 'The file was not found; upload it again',
  },
  'studyMap.positionLocked': {
    'zh-CN': '暂无岗位，请联系企业管理员',
    en: 'no position, contact the enterprise administrator',
  },
  'studyMap.routeInvalid': {
    'zh-CN': '晋升路线不属于该岗位',
    en: 'This promotion route does not belong to the position',
  },
  'studyMap.abilityInUse': {
    'zh-CN': '该能力已绑定岗位，无法删除',
    en: 'This ability is bound to a position and cannot be deleted',
  },
  'studyMap.nameRequired': { 'zh-CN': '请输入名称', en: 'Enter a name' },
  'studyMap.nameTooLong': { 'zh-CN': '名称过长', en: 'The name is too long' },
  'studyMap.textTooLong': { 'zh-CN': '内容过长', en: 'The text is too long' },
  'studyMap.materialDeleted': { 'zh-CN': '已成功删除该文件', en: 'File deleted' },
  'studyMap.materialUploaded': { 'zh-CN': '上传成功', en: 'Upload success' },
  'studyMap.positionChanged': { 'zh-CN': '岗位已更换', en: 'Position changed' },
} as const satisfies Record<string, Bilingual>;
