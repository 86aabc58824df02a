// The demo course catalogue: knowledge systems, courses (with who teaches them and when they run), and
// chapter outlines. Plain data; course-seed.ts turns it into rows.
import { ChapterType } from '@elearning/shared';

export type KnowledgeSeed = { name: string; children?: string[] };

export type CourseSeed = {
  name: string;
  /** Index path into the knowledge tree: [root] or [root, child]. */
  knowledge: [number, number?];
  lecturer: string;
  hours: number;
  points: number;
  intro: string;
  /** Days from today; null = open. */
  startDays?: number | null;
  endDays?: number | null;
  /** Org codes that may see it (audience 'limited'). */
  audienceOrgs?: string[];
  offShelf?: boolean;
  /** Chapter outline: types in order (names are derived). */
  chapters: ChapterType[];
};

const { article, courseware, material, homework, preClassThinking, video } = ChapterType;
const standard = [video, courseware, video, material];
const full = [preClassThinking, video, courseware, article, video, material, homework];
const short = [video, article];

export const ZH_KNOWLEDGE: KnowledgeSeed[] = [
  { name: '通用能力', children: ['沟通协作', '时间管理', '职业素养'] },
  { name: '专业技能', children: ['前端开发', '后端开发', '数据分析'] },
  { name: '管理能力', children: ['团队管理', '项目管理'] },
  { name: '合规与安全', children: ['信息安全', '法律合规'] },
  { name: '产品与市场', children: ['产品设计', '市场营销'] },
];

const p = (text: string) => `<p>${text}</p>`;

export const ZH_COURSES: CourseSeed[] = [
  {
    name: '高效沟通与协作',
    knowledge: [0, 0],
    lecturer: 'lecturer',
    hours: 2,
    points: 10,
    intro: p('掌握结构化表达、积极倾听与跨部门协作的方法，让每一次沟通都更有成效。'),
    chapters: full,
  },
  {
    name: '时间管理：从忙碌到高效',
    knowledge: [0, 1],
    lecturer: 'lecturer',
    hours: 1.5,
    points: 8,
    intro: p('用四象限法则、番茄工作法与每周复盘，把时间花在真正重要的事情上。'),
    chapters: standard,
  },
  {
    name: '新员工职业素养必修',
    knowledge: [0, 2],
    lecturer: 'tutor',
    hours: 3,
    points: 15,
    intro: p('了解公司文化、行为规范与职场礼仪，快速融入团队。'),
    chapters: full,
  },
  {
    name: '商务写作与邮件礼仪',
    knowledge: [0, 0],
    lecturer: 'lecturer',
    hours: 1,
    points: 5,
    intro: p('写出清晰、得体、可执行的商务邮件与工作报告。'),
    chapters: short,
  },
  {
    name: 'React 18 组件设计实战',
    knowledge: [1, 0],
    lecturer: 'lecturer',
    hours: 4,
    points: 20,
    intro: p('从组件拆分、状态管理到性能优化，系统掌握现代 React 开发。'),
    chapters: full,
  },
  {
    name: 'TypeScript 类型体操入门',
    knowledge: [1, 0],
    lecturer: 'lecturer',
    hours: 3,
    points: 15,
    intro: p('泛型、条件类型与类型推断，写出更安全的前端代码。'),
    chapters: standard,
  },
  {
    name: '前端工程化与构建优化',
    knowledge: [1, 0],
    lecturer: 'tutor',
    hours: 2.5,
    points: 12,
    intro: p('模块化、打包、缓存策略与持续集成的最佳实践。'),
    chapters: standard,
  },
  {
    name: 'Node.js 服务端开发',
    knowledge: [1, 1],
    lecturer: 'lecturer',
    hours: 4,
    points: 20,
    intro: p('用 Node.js 构建高并发、可观测、易维护的后端服务。'),
    chapters: full,
  },
  {
    name: 'PostgreSQL 查询优化',
    knowledge: [1, 1],
    lecturer: 'lecturer',
    hours: 3,
    points: 15,
    intro: p('读懂执行计划，设计合适的索引，让慢查询快起来。'),
    chapters: standard,
  },
  {
    name: '微服务架构设计',
    knowledge: [1, 1],
    lecturer: 'tutor',
    hours: 3.5,
    points: 18,
    intro: p('服务拆分、接口契约、分布式事务与可观测性。'),
    chapters: standard,
  },
  {
    name: '接口安全与鉴权',
    knowledge: [1, 1],
    lecturer: 'lecturer',
    hours: 2,
    points: 10,
    intro: p('OAuth2、令牌轮换与常见接口攻击的防护。'),
    chapters: short,
  },
  {
    name: '数据分析思维',
    knowledge: [1, 2],
    lecturer: 'lecturer',
    hours: 2,
    points: 10,
    intro: p('提出好问题、选择正确指标，用数据支持决策。'),
    chapters: standard,
  },
  {
    name: 'Excel 数据透视与可视化',
    knowledge: [1, 2],
    lecturer: 'tutor',
    hours: 1.5,
    points: 8,
    intro: p('数据透视表、图表与仪表板，快速完成日常分析。'),
    chapters: short,
  },
  {
    name: 'SQL 数据分析进阶',
    knowledge: [1, 2],
    lecturer: 'lecturer',
    hours: 3,
    points: 15,
    intro: p('窗口函数、分组集与留存分析的实用写法。'),
    chapters: standard,
  },
  {
    name: '高绩效团队建设',
    knowledge: [2, 0],
    lecturer: 'lecturer',
    hours: 2,
    points: 12,
    intro: p('目标对齐、角色分工与团队激励的实践方法。'),
    chapters: full,
  },
  {
    name: '新任经理的第一课',
    knowledge: [2, 0],
    lecturer: 'tutor',
    hours: 2.5,
    points: 12,
    intro: p('从个人贡献者到管理者的角色转变与常见误区。'),
    chapters: standard,
  },
  {
    name: '绩效面谈技巧',
    knowledge: [2, 0],
    lecturer: 'lecturer',
    hours: 1,
    points: 6,
    intro: p('用事实说话，开展建设性的绩效反馈与辅导。'),
    chapters: short,
  },
  {
    name: '敏捷项目管理',
    knowledge: [2, 1],
    lecturer: 'lecturer',
    hours: 3,
    points: 15,
    intro: p('Scrum 与看板在真实项目中的落地。'),
    chapters: standard,
  },
  {
    name: '项目风险管理',
    knowledge: [2, 1],
    lecturer: 'tutor',
    hours: 2,
    points: 10,
    intro: p('识别、评估与应对项目风险，守住交付底线。'),
    chapters: short,
  },
  {
    name: '信息安全意识培训',
    knowledge: [3, 0],
    lecturer: 'lecturer',
    hours: 1,
    points: 10,
    intro: p('识别钓鱼邮件、保护账号密码、安全使用办公设备。'),
    chapters: full,
  },
  {
    name: '数据分级与隐私保护',
    knowledge: [3, 0],
    lecturer: 'lecturer',
    hours: 1.5,
    points: 8,
    intro: p('个人信息保护要求与公司数据分级管理办法。'),
    chapters: standard,
  },
  {
    name: '反商业贿赂合规',
    knowledge: [3, 1],
    lecturer: 'tutor',
    hours: 1,
    points: 6,
    intro: p('了解合规红线，正确处理礼品、招待与利益冲突。'),
    chapters: short,
  },
  {
    name: '劳动合同法要点',
    knowledge: [3, 1],
    lecturer: 'lecturer',
    hours: 1.5,
    points: 8,
    intro: p('用工管理中的常见法律问题与风险防范。'),
    chapters: standard,
  },
  {
    name: '用户体验设计基础',
    knowledge: [4, 0],
    lecturer: 'lecturer',
    hours: 2,
    points: 10,
    intro: p('用户研究、信息架构与可用性测试的入门方法。'),
    chapters: standard,
  },
  {
    name: '产品需求文档写作',
    knowledge: [4, 0],
    lecturer: 'tutor',
    hours: 1.5,
    points: 8,
    intro: p('写出开发看得懂、测试测得了的需求文档。'),
    chapters: short,
  },
  {
    name: '增长黑客实战',
    knowledge: [4, 1],
    lecturer: 'lecturer',
    hours: 2.5,
    points: 12,
    intro: p('以实验驱动增长：漏斗分析、A/B 测试与留存提升。'),
    chapters: standard,
    audienceOrgs: ['MKT'],
  },
  {
    name: '品牌传播与内容营销',
    knowledge: [4, 1],
    lecturer: 'tutor',
    hours: 2,
    points: 10,
    intro: p('打造一致的品牌声音，策划高传播度的内容。'),
    chapters: short,
    audienceOrgs: ['MKT'],
  },
  {
    name: '招聘面试官认证',
    knowledge: [2, 0],
    lecturer: 'lecturer',
    hours: 2,
    points: 12,
    intro: p('结构化面试、行为面试与评估校准。'),
    chapters: standard,
    audienceOrgs: ['HR'],
  },
  {
    name: '年度战略解读（即将开课）',
    knowledge: [0, 2],
    lecturer: 'lecturer',
    hours: 1,
    points: 5,
    intro: p('公司年度战略与重点工作解读，开课后即可学习。'),
    chapters: short,
    startDays: 10,
    endDays: 60,
  },
  {
    name: '上半年合规考试辅导（已结束）',
    knowledge: [3, 1],
    lecturer: 'tutor',
    hours: 1,
    points: 5,
    intro: p('上半年合规考试的重点回顾。'),
    chapters: short,
    startDays: -120,
    endDays: -20,
  },
  {
    name: '云原生与容器入门',
    knowledge: [1, 1],
    lecturer: 'lecturer',
    hours: 3,
    points: 15,
    intro: p('容器、编排与云原生应用的基本概念。'),
    chapters: standard,
    startDays: -30,
    endDays: 90,
  },
  {
    name: '讲师内部试讲：课程设计方法（未上架）',
    knowledge: [2, 0],
    lecturer: 'lecturer',
    hours: 1,
    points: 0,
    intro: p('尚在打磨中的新课程。'),
    chapters: short,
    offShelf: true,
  },
  {
    name: '演讲与公众表达',
    knowledge: [0, 0],
    lecturer: 'lecturer',
    hours: 1.5,
    points: 8,
    intro: p('克服紧张，讲出有结构、有感染力的内容。'),
    chapters: standard,
  },
  {
    name: '办公软件效率技巧',
    knowledge: [0, 1],
    lecturer: 'tutor',
    hours: 1,
    points: 5,
    intro: p('快捷键、模板与自动化，节省每天的重复操作。'),
    chapters: short,
  },
];

export const EN_KNOWLEDGE: KnowledgeSeed[] = [{ name: 'Sales', children: ['Negotiation'] }];

export const EN_COURSES: CourseSeed[] = [
  {
    name: 'Consultative Selling',
    knowledge: [0],
    lecturer: 'learner',
    hours: 2,
    points: 10,
    intro: p('Understand needs before you pitch.'),
    chapters: standard,
  },
  {
    name: 'Negotiation Basics',
    knowledge: [0, 0],
    lecturer: 'learner',
    hours: 1.5,
    points: 8,
    intro: p('Prepare, anchor and close.'),
    chapters: short,
  },
  {
    name: 'CRM Hygiene',
    knowledge: [0],
    lecturer: 'learner',
    hours: 1,
    points: 5,
    intro: p('Keep the pipeline honest.'),
    chapters: short,
  },
];

/** Default chapter names per type, numbered within the course. */
export const CHAPTER_NAMES: Record<'zh-CN' | 'en', Record<ChapterType, string>> = {
  'zh-CN': {
    [article]: '阅读：要点精讲',
    [courseware]: '课件：核心概念',
    [material]: '资料：学习手册下载',
    [homework]: '作业：实践任务',
    [preClassThinking]: '课前思考',
    [video]: '视频：案例讲解',
  },
  en: {
    [article]: 'Reading: key points',
    [courseware]: 'Slides: core ideas',
    [material]: 'Handbook download',
    [homework]: 'Homework: practice task',
    [preClassThinking]: 'Before class',
    [video]: 'Video: worked example',
  },
};

export const ARTICLE_HTML: Record<'zh-CN' | 'en', string> = {
  'zh-CN':
    '<h2>本节要点</h2><p>学习之前，先明确目标：这一节要解决什么问题？</p><ul><li>理解核心概念与适用场景</li><li>结合案例，找到可以立即实践的一个做法</li><li>记录疑问，在课程笔记中与同事讨论</li></ul><p>读完后，请用三句话总结你的收获。</p>',
  en: '<h2>Key points</h2><p>Start with the goal: what problem does this part solve?</p><ul><li>Understand the core idea</li><li>Pick one practice to try this week</li></ul>',
};

export const THINKING_TEXT: Record<'zh-CN' | 'en', string> = {
  'zh-CN': '<p>在开始学习之前，请想一想：在你最近的工作中，哪一件事如果用本课程的方法来做，结果会更好？</p>',
  en: '<p>Before you start: which recent piece of work would have gone better with this course’s method?</p>',
};
