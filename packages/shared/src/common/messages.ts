// Messages every domain shares, in both languages: the generic failures of SPEC §8 and DESIGN §3, the
// SPEC §5 field checks of the shared zod schemas, and a few shared words. zh-CN texts are the spec's
// verbatim; en is a faithful translation. Keys are stable. Each domain's own messages live in its folder.
export type Bilingual = { 'zh-CN': string; en: string };

export const commonMessages = {
  // SPEC §8 and DESIGN §3 generic failures
  'error.service': {
    'zh-CN': '服务请求出错，请联系管理员',
    en: 'Service request failed, please contact the administrator',
  },
  'error.badRequest': { 'zh-CN': '请求参数有误', en: 'The request is malformed' },
  'error.validation': { 'zh-CN': '参数校验失败：{detail}', en: 'Invalid parameters: {detail}' },
  'error.unauthorized': { 'zh-CN': '请先登录', en: 'Please sign in first' },
  'error.forbidden': { 'zh-CN': '没有权限执行此操作', en: 'You do not have permission for this action' },
  'error.notFound': { 'zh-CN': '请求的资源不存在', en: 'The requested resource does not exist' },
  'error.routeNotFound': { 'zh-CN': '接口不存在：{path}', en: 'No such endpoint: {path}' },
  'error.conflict': {
    'zh-CN': '数据已变化，请刷新后重试',
    en: 'The data has changed, please refresh and retry',
  },
  'error.payloadTooLarge': { 'zh-CN': '请求内容过大', en: 'The request body is too large' },
  'error.tooManyRequests': {
    'zh-CN': '操作过于频繁，请稍后再试',
    en: 'Too many attempts, please try again later',
  },
  'error.sessionReplaced': {
    'zh-CN': '您的账号已在其他地方登录，请重新登录',
    en: 'Your account has signed in elsewhere, please sign in again',
  },
  'error.sessionExpired': {
    'zh-CN': '登录已过期，请重新登录',
    en: 'Your session has expired, please sign in again',
  },
  'error.tenantUnavailable': { 'zh-CN': '站点暂不可用', en: 'This site is currently unavailable' },
  'error.unknownTenant': { 'zh-CN': '租户不存在', en: 'Unknown tenant' },
  'error.invalidClient': { 'zh-CN': '客户端认证失败', en: 'Client authentication failed' },
  'error.paramsNotObject': { 'zh-CN': 'params必须是一个参数对象', en: 'params must be a parameter object' },
  'error.decryptFailed': {
    'zh-CN': '加密参数无法解密',
    en: 'The encrypted parameters could not be decrypted',
  },

  // SPEC §5 validation
  'validation.password.required': { 'zh-CN': '请输入密码', en: 'Please enter the password' },
  'validation.password.length': {
    'zh-CN': '密码长度需要满足6～12字符',
    en: 'The password must be 6 to 12 characters',
  },
  'validation.password.classes': {
    'zh-CN': '密码包含字母、符号或数字中至少两项',
    en: 'The password must contain at least two of letters, symbols and digits',
  },
  'validation.phone.required': { 'zh-CN': '请输入手机号', en: 'Please enter the phone number' },
  'validation.phone.format': { 'zh-CN': '请输入正确的手机号', en: 'Please enter a valid phone number' },
  'validation.smsCode.required': { 'zh-CN': '请输入验证码', en: 'Please enter the code' },
  'validation.required': { 'zh-CN': '{field}不能为空', en: '{field} is required' },
  'validation.tooLong': {
    'zh-CN': '{field}长度不能超过{max}个字符',
    en: '{field} must be at most {max} characters',
  },
  'validation.tooShort': {
    'zh-CN': '{field}长度不能少于{min}个字符',
    en: '{field} must be at least {min} characters',
  },
  'validation.tooBig': { 'zh-CN': '{field}不能大于{max}', en: '{field} must be at most {max}' },
  'validation.tooSmall': { 'zh-CN': '{field}不能小于{min}', en: '{field} must be at least {min}' },
  'validation.type': {
    'zh-CN': '{field}类型错误，应为{expected}',
    en: '{field} has the wrong type, expected {expected}',
  },
  'validation.enum': { 'zh-CN': '{field}取值无效', en: '{field} has an invalid value' },
  'validation.invalid': { 'zh-CN': '{field}格式错误', en: '{field} is invalid' },
  'validation.searchTooLong': {
    'zh-CN': '搜索内容不能超过100个字符',
    en: 'Search text must be at most 100 characters',
  },

  // Shared words
  'common.noData': { 'zh-CN': '暂无数据', en: 'no data' },
  'common.success': { 'zh-CN': '操作成功', en: 'Success' },

  // Field checks of the shared zod schemas (validation.ts)
  'validation.smsCode.format': { 'zh-CN': '验证码为6位数字', en: 'The code must be 6 digits' },
  'validation.pageNo.invalid': {
    'zh-CN': '页码必须是不小于1的整数',
    en: 'The page number must be a whole number of at least 1',
  },
  'validation.pageSize.invalid': {
    'zh-CN': '每页条数必须是1到100之间的整数',
    en: 'The page size must be a whole number from 1 to 100',
  },
} as const satisfies Record<string, Bilingual>;

/**
 * A common message in a language, from this catalogue alone: for code that must not pull every domain's
 * messages into its bundle (the web's request layer, on every page's first load).
 */
export function translateCommon(key: keyof typeof commonMessages, lang: 'zh-CN' | 'en'): string {
  return commonMessages[key][lang];
}
