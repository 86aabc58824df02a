// Every user-facing message the server and the web app share, in both languages.
// zh-CN texts are the spec's verbatim; en is a faithful translation. Keys are stable.
import { type Bilingual, domainMessages } from './messages-domains.ts';

export type Lang = 'zh-CN' | 'en';
export const DEFAULT_LANG: Lang = 'zh-CN';

export const messages = {
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

  // Authentication
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
  'auth.oldPasswordWrong': { 'zh-CN': '原密码错误', en: 'The old password is wrong' },
  'auth.phoneExists': { 'zh-CN': '该手机号已注册', en: 'This phone number is already registered' },
  'auth.phoneNotFound': { 'zh-CN': '该手机号未注册', en: 'This phone number is not registered' },
  'auth.accountExists': { 'zh-CN': '该账号已存在', en: 'This account already exists' },
  'auth.agreementRequired': {
    'zh-CN': '请阅读并同意用户协议',
    en: 'Please read and accept the user agreement',
  },
  'auth.logoutSuccess': { 'zh-CN': '退出成功', en: 'Signed out' },

  // SMS
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
  'validation.username.required': { 'zh-CN': '请输入用户名', en: 'Please enter the user name' },
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
  'validation.examNameTooLong': {
    'zh-CN': '考试名称不能超过32个字符',
    en: 'Exam name must be at most 32 characters',
  },

  // SPEC §8 files
  'file.wrongFormat': { 'zh-CN': 'Wrong file format', en: 'Wrong file format' },
  'file.videoTooLarge': { 'zh-CN': '视频大小不能超过2G', en: 'Video size cannot exceed 2G' },
  'file.audioTooLarge': { 'zh-CN': '音频大小不能超过2G', en: 'Audio size cannot exceed 2G' },
  'file.tooLarge': { 'zh-CN': '文件大小不能超过50M', en: 'File size cannot exceed 50M' },
  'file.imageTooLarge5M': { 'zh-CN': 'image size cannot exceed 5M', en: 'image size cannot exceed 5M' },
  'file.otherTooLarge2G': { 'zh-CN': 'other files cannot exceed 2GB', en: 'other files cannot exceed 2GB' },
  'file.addressIncorrect': { 'zh-CN': 'file address incorrect', en: 'file address incorrect' },
  'file.tokenFailed': { 'zh-CN': 'token获取失败', en: 'Failed to get the upload token' },
  'file.deleteFailed': {
    'zh-CN': 'delete failed, contact administrator, reason: {reason}',
    en: 'delete failed, contact administrator, reason: {reason}',
  },
  'file.uploadSuccess': { 'zh-CN': '上传成功', en: 'upload success' },
  'file.deleted': { 'zh-CN': '文件已删除', en: 'file deleted' },

  // SPEC §8 other domains
  'live.disabled': { 'zh-CN': 'this live has been disabled', en: 'this live has been disabled' },
  'live.deleted': { 'zh-CN': 'this live has been deleted', en: 'this live has been deleted' },
  'questionnaire.unsubmitted': {
    'zh-CN': 'unsubmitted questionnaire cannot be viewed',
    en: 'unsubmitted questionnaire cannot be viewed',
  },
  'study.removedCourses': {
    'zh-CN': '已成功将{count}个课程移出我的学习',
    en: 'Removed {count} courses from my study',
  },
  'study.removedTrainings': {
    'zh-CN': '已成功将{count}个培训移出我的学习',
    en: 'removed {count} trainings from my learning',
  },
  'study.removedLives': {
    'zh-CN': '已成功将{count}个直播移出我的学习',
    en: 'Removed {count} lives from my study',
  },
  'common.noData': { 'zh-CN': '暂无数据', en: 'no data' },
  'common.success': { 'zh-CN': '操作成功', en: 'Success' },

  // Field checks of the shared zod schemas (validation.ts, schemas/auth.ts)
  'validation.smsCode.format': { 'zh-CN': '验证码为6位数字', en: 'The code must be 6 digits' },
  'validation.pageNo.invalid': {
    'zh-CN': '页码必须是不小于1的整数',
    en: 'The page number must be a whole number of at least 1',
  },
  'validation.pageSize.invalid': {
    'zh-CN': '每页条数必须是1到100之间的整数',
    en: 'The page size must be a whole number from 1 to 100',
  },
  'validation.username.tooLong': {
    'zh-CN': '用户名不能超过64个字符',
    en: 'The user name must be at most 64 characters',
  },
  'validation.password.tooLong': {
    'zh-CN': '密码不能超过64个字符',
    en: 'The password must be at most 64 characters',
  },
  'validation.oldPassword.required': { 'zh-CN': '请输入原密码', en: 'Please enter the old password' },
  'validation.refreshToken.required': { 'zh-CN': '缺少刷新令牌', en: 'The refresh token is missing' },
  'validation.refreshToken.invalid': { 'zh-CN': '刷新令牌格式错误', en: 'The refresh token is malformed' },
  'validation.tenantId.invalid': { 'zh-CN': '租户编号格式错误', en: 'The tenant id is invalid' },
  'validation.scope.invalid': { 'zh-CN': '授权范围格式错误', en: 'The scope is invalid' },
  'validation.userType.invalid': { 'zh-CN': '用户类型格式错误', en: 'The user type is invalid' },
  'validation.name.tooLong': {
    'zh-CN': '姓名不能超过32个字符',
    en: 'The name must be at most 32 characters',
  },
  'validation.smsScene.invalid': { 'zh-CN': '验证码用途无效', en: 'Unknown purpose for the code' },
  'validation.dictCode.required': { 'zh-CN': '请输入字典编码', en: 'Please enter the dictionary code' },
  'validation.dictCode.tooLong': {
    'zh-CN': '字典编码不能超过64个字符',
    en: 'The dictionary code must be at most 64 characters',
  },
  'validation.fileSize.invalid': { 'zh-CN': '文件大小无效', en: 'The file size is invalid' },

  ...domainMessages,
} as const satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** Formats a catalogue message in the given language, filling `{name}` placeholders. */
export function translate(key: MessageKey, lang: Lang = DEFAULT_LANG, params?: MessageParams): string {
  const template: string = messages[key][lang] ?? messages[key][DEFAULT_LANG];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Reads the user's language from an Accept-Language style value; zh-CN unless English is preferred. */
export function pickLang(acceptLanguage: string | undefined | null): Lang {
  if (!acceptLanguage) return DEFAULT_LANG;
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LANG;
}
