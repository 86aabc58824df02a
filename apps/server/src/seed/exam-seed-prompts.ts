// Short-answer prompts with reference answers, and the reading cases of the demo question groups.
export const SHORT_ANSWERS: { category: string; stem: string; reference: string }[] = [
  {
    category: '信息安全',
    stem: '请简述识别钓鱼邮件的三个方法。',
    reference: '核对发件人地址；警惕紧急或诱导性措辞；悬停检查链接真实地址；不打开来历不明的附件。',
  },
  {
    category: '信息安全',
    stem: '如果怀疑账号被盗，你会采取哪些措施？',
    reference: '立即修改密码；启用多因素认证；报告信息安全部门；检查近期登录记录。',
  },
  {
    category: '企业文化',
    stem: '结合工作实际，谈谈你对“以客户为中心”的理解。',
    reference: '从客户需求出发，持续创造价值，及时响应反馈，跨团队协作解决客户问题。',
  },
  {
    category: '企业文化',
    stem: '请举例说明你在团队协作中遇到的挑战及解决方法。',
    reference: '描述具体情境、采取的沟通与协调行动、结果与反思。',
  },
  {
    category: '产品知识',
    stem: '请说明平台如何保证考试答案不丢失。',
    reference: '本地即时保存、按题防抖提交、离线排队重试、序号保证顺序、服务器按序号合并、交卷等待队列清空。',
  },
  {
    category: '产品知识',
    stem: '请简述学习地图对员工成长的帮助。',
    reference: '明确晋升路线与岗位能力要求，推荐学习路径，评估能力差距。',
  },
  {
    category: '合规制度',
    stem: '请简述利益冲突的常见情形及处理方式。',
    reference: '亲属关系、兼职、投资供应商等；应主动申报并回避相关决策。',
  },
  {
    category: '合规制度',
    stem: '处理客户个人信息时需要注意哪些要点？',
    reference: '最小必要、目的限定、安全存储、按期删除、未经同意不得共享。',
  },
  {
    category: '办公技能',
    stem: '请介绍一种你常用的时间管理方法及其效果。',
    reference: '如四象限法、番茄工作法等，说明使用方式与带来的改进。',
  },
  {
    category: '办公技能',
    stem: '如何写好一份工作周报？',
    reference: '结构清晰：本周完成、问题与风险、下周计划；用数据说明结果，简明扼要。',
  },
];

export const READING_CASES: { category: string; stem: string }[] = [
  {
    category: '信息安全',
    stem: '<p><strong>案例：</strong>小王收到一封标题为“紧急：工资单核对”的邮件，要求点击链接登录并填写银行卡信息。</p>',
  },
  {
    category: '信息安全',
    stem: '<p><strong>案例：</strong>出差途中，小李需要在酒店使用公共 Wi-Fi 处理客户合同。</p>',
  },
  {
    category: '企业文化',
    stem: '<p><strong>案例：</strong>新项目组由三个部门的成员组成，第一周就对需求优先级产生了分歧。</p>',
  },
  {
    category: '企业文化',
    stem: '<p><strong>案例：</strong>新员工小赵入职一个月，对现有报销流程提出了简化建议。</p>',
  },
  {
    category: '产品知识',
    stem: '<p><strong>案例：</strong>学员在考试进行到一半时网络中断，十分钟后恢复。</p>',
  },
  {
    category: '产品知识',
    stem: '<p><strong>案例：</strong>讲师需要查看一场考试的参考人数、及格人数并批阅简答题。</p>',
  },
  {
    category: '合规制度',
    stem: '<p><strong>案例：</strong>供应商在节日前给采购经理寄来一张高额购物卡。</p>',
  },
  {
    category: '合规制度',
    stem: '<p><strong>案例：</strong>市场部同事准备在个人社交账号上预告尚未发布的新产品。</p>',
  },
  { category: '办公技能', stem: '<p><strong>案例：</strong>部门周会经常超时，且会后无人跟进决议。</p>' },
  { category: '办公技能', stem: '<p><strong>案例：</strong>多人同时修改同一份方案文档，版本混乱。</p>' },
];
