// Messages of the system domain's request fields, merged into the catalogue by messages.ts.
import type { Bilingual } from '../common/messages.ts';

export const systemMessages = {
  'validation.dictCode.required': { 'zh-CN': '请输入字典编码', en: 'Please enter the dictionary code' },
  'validation.dictCode.tooLong': {
    'zh-CN': '字典编码不能超过64个字符',
    en: 'The dictionary code must be at most 64 characters',
  },
  'validation.deviceType.invalid': { 'zh-CN': '设备类型格式错误', en: 'The device type is invalid' },
} as const satisfies Record<string, Bilingual>;
