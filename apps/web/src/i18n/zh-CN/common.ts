// Shared UI texts: actions, states, language switch, footer, customer service, medal pop-up.
export const common = {
  siteName: '企业学习平台',
  actions: {
    confirm: '确定',
    cancel: '取消',
    back: '返回',
    backHome: '返回首页',
    goBack: '返回上一页',
    more: '更多',
    retry: '重试',
    close: '关闭',
    submit: '提交',
    reload: '刷新页面',
  },
  loading: '加载中…',
  language: {
    label: '语言',
    /** The switch shows the language it switches to. */
    switchLabel: 'English',
    switchTo: '切换语言',
    'zh-CN': '简体中文',
    en: 'English',
  },
  pager: {
    label: '分页',
    total: '共 {{total}} 条',
  },
  relogin: {
    title: '提示',
    button: '重新登录',
  },
  footer: {
    version: '版本 {{version}}',
    build: '构建 {{build}}',
    filing: '备案号：{{number}}',
    copyright: '© {{year}} {{site}} 版权所有',
  },
  customerService: {
    open: '在线客服',
    title: '智能客服',
    intro: '您好，我是智能客服，请问有什么可以帮您？',
    unavailable: '客服服务暂未开通，请联系企业管理员。',
    frameTitle: '智能客服对话窗口',
  },
  medal: {
    title: '恭喜获得新勋章',
    body: '您获得了「{{name}}」勋章',
    level: '等级 Lv.{{level}}',
    quantity: '数量 ×{{quantity}}',
    hint: '新勋章已收入勋章墙',
    view: '查看勋章墙',
    types: {
      trainMix: '混合培训',
      studyPlan: '学习计划',
      exam: '考试',
      trainOnLine: '在线培训',
      trainOffLine: '面授培训',
      integral: '积分',
      live: '直播',
      course: '课程',
    },
  },
  errorBoundary: {
    title: '页面出错了',
    description: '页面加载失败，请刷新后重试。',
  },
} as const;
