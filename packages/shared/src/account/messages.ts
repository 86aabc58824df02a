// Messages of the account domain (registration, passwords, phones, SMS codes, people pickers), merged
// into the catalogue by messages.ts. Keys are stable: 'auth.*' keys of account failures keep their names.
import type { Bilingual } from '../common/messages.ts';

export const accountMessages = {
  'auth.oldPasswordWrong': { 'zh-CN': '原密码错误', en: 'The old password is wrong' },
  'auth.phoneExists': { 'zh-CN': '该手机号已注册', en: 'This phone number is already registered' },
  'auth.phoneNotFound': { 'zh-CN': '该手机号未注册', en: 'This phone number is not registered' },
  'auth.phoneLookupLimit': {
    'zh-CN': '查询过于频繁，请稍后再试',
    en: 'Too many phone number lookups, please try again later',
  },
  'auth.accountExists': { 'zh-CN': '该账号已存在', en: 'This account already exists' },
  'auth.agreementRequired': {
    'zh-CN': '请阅读并同意用户协议',
    en: 'Please read and accept the user agreement',
  },

  'sms.codeInvalid': { 'zh-CN': '验证码错误或已过期', en: 'The SMS code is wrong or has expired' },
  'sms.tooSoon': {
    'zh-CN': '发送过于频繁，请{seconds}秒后再试',
    en: 'Sent too often, try again in {seconds} s',
  },
  'sms.dailyLimit': {
    'zh-CN': '该手机号今日发送次数已达上限',
    en: 'This phone number has reached today’s sending limit',
  },
  'sms.ipLimit': { 'zh-CN': '发送过于频繁，请稍后再试', en: 'Too many codes sent, please try again later' },
  'sms.sent': { 'zh-CN': '验证码已发送', en: 'The code has been sent' },

  'validation.oldPassword.required': { 'zh-CN': '请输入原密码', en: 'Please enter the old password' },
  'validation.name.tooLong': {
    'zh-CN': '姓名不能超过32个字符',
    en: 'The name must be at most 32 characters',
  },
  'validation.smsScene.invalid': { 'zh-CN': '验证码用途无效', en: 'Unknown purpose for the code' },
  'validation.email.format': { 'zh-CN': '请输入正确的邮箱', en: 'Please enter a valid e-mail address' },
  'validation.infoCheck.required': {
    'zh-CN': '请输入要校验的手机号或邮箱',
    en: 'Please give the phone number or e-mail address to check',
  },
  'validation.id.invalid': { 'zh-CN': '编号格式错误', en: 'The id is invalid' },
  'validation.ids.invalid': {
    'zh-CN': '编号列表格式错误（以逗号分隔，最多100个）',
    en: 'The id list is invalid (comma separated, at most 100)',
  },
} as const satisfies Record<string, Bilingual>;
