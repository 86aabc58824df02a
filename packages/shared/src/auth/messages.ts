// Messages of the auth domain (sign-in, tokens, tickets) and of its request fields, merged into the
// catalogue by messages.ts. zh-CN is the product's text, en a faithful translation; keys are stable.
import type { Bilingual } from '../common/messages.ts';

export const authMessages = {
  'auth.invalidCredentials': { 'zh-CN': '用户名或密码错误', en: 'Wrong user name or password' },
  'auth.captchaRequired': {
    'zh-CN': '登录失败次数过多，请输入验证码',
    en: 'Too many failed sign-ins, please enter the captcha',
  },
  'auth.captchaInvalid': { 'zh-CN': '验证码错误或已过期', en: 'The captcha is wrong or has expired' },
  'auth.accountLocked': {
    'zh-CN': '登录失败次数过多，请稍后再试',
    en: 'Too many failed sign-ins, please try again later',
  },
  'auth.unsupportedGrant': { 'zh-CN': '不支持的授权类型', en: 'Unsupported grant type' },
  'auth.refreshInvalid': {
    'zh-CN': '登录已过期，请重新登录',
    en: 'Your session has expired, please sign in again',
  },
  'auth.ticketInvalid': {
    'zh-CN': '登录凭证无效、已过期或已使用',
    en: 'The sign-in ticket is unknown, expired or already used',
  },
  'auth.accountDisabled': { 'zh-CN': '账号已停用', en: 'This account is disabled' },
  'auth.logoutSuccess': { 'zh-CN': '退出成功', en: 'Signed out' },
  'auth.cacheCleared': { 'zh-CN': '缓存已清除', en: 'The cache has been cleared' },

  'validation.username.required': { 'zh-CN': '请输入用户名', en: 'Please enter the user name' },
  'validation.username.tooLong': {
    'zh-CN': '用户名不能超过64个字符',
    en: 'The user name must be at most 64 characters',
  },
  'validation.password.tooLong': {
    'zh-CN': '密码不能超过64个字符',
    en: 'The password must be at most 64 characters',
  },
  'validation.refreshToken.required': { 'zh-CN': '缺少刷新令牌', en: 'The refresh token is missing' },
  'validation.refreshToken.invalid': { 'zh-CN': '刷新令牌格式错误', en: 'The refresh token is malformed' },
  'validation.tenantId.invalid': { 'zh-CN': '租户编号格式错误', en: 'The tenant id is invalid' },
  'validation.scope.invalid': { 'zh-CN': '授权范围格式错误', en: 'The scope is invalid' },
  'validation.userType.invalid': { 'zh-CN': '用户类型格式错误', en: 'The user type is invalid' },
} as const satisfies Record<string, Bilingual>;
