// The account domain's API paths: SMS codes, registration, passwords, phone binding, the agreement, the
// daily sign-in credit, the people pickers (org and position trees with their users) and the home page's
// pending tasks. SPEC §7 spellings that differ from the original client's stay as aliases.
export const accountPaths = {
  /** The original client's send-code path. */
  smsSend: '/api/common/v1/sms/send',
  /** SPEC §7 spelling of the same call. */
  smsSendCode: '/api/common/v1/sms/sendCode',
  smsCheck: '/api/common/v1/sms/check',
  register: '/api/user/v1/user/register',
  phoneExists: '/api/user/v1/user/forgetPassword/phoneNumExist',
  resetPassword: '/api/user/v1/user/forgetPassword/reset',
  changePassword: '/api/user/v1/user/pwd',
  bindPhone: '/api/user/v1/user/bindPhone',
  changePhone: '/api/user/v1/user/changePhone',
  infoCheck: '/api/user/v1/user/info/check',
  agreement: '/api/user/v1/user/getAgreement',
  saveLoginCredit: '/api/manage/v1/login/saveLoginCredit',
  orgIds: '/api/manage/v1/web/index/queryOrgIds',
  myMission: '/api/manage/v1/web/index/queryMyMission',
  orgUserChild: '/api/org/v1/org/user/child',
  positionUserChild: '/api/manage/v1/position/user/child',
  /** The original client calls the position tree under both spellings. */
  positionsUserChild: '/api/manage/v1/positions/user/child',
  positionUsers: '/api/manage/v1/user/info/position',
  orgUsers: '/api/user/v1/user/basis',
  outerUsers: '/api/user/v1/user/outer',
  userGroups: '/api/user/v1/usergroup/list',
  userGroupUsers: '/api/user/v1/usergroup/queryUserList',
  /** Development only: the last SMS sent to a phone. */
  devSmsOutbox: '/api/dev/sms-outbox',
} as const;
