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

/** One catalogue line: name, knowledge path, lecturer, credit hours, points, outline, introduction, extras. */
function c(
  name: string,
  knowledge: [number, number?],
  lecturer: string,
  hours: number,
  points: number,
  chapters: ChapterType[],
  intro: string,
  extra: Pick<CourseSeed, 'startDays' | 'endDays' | 'audienceOrgs' | 'offShelf'> = {},
): CourseSeed {
  return { name, knowledge, lecturer, hours, points, chapters, intro: `<p>${intro}</p>`, ...extra };
}

// biome-ignore format: one course per line reads as the catalogue it is
export const ZH_COURSES: CourseSeed[] = [
  c('高效沟通与协作', [0, 0], 'lecturer', 2, 10, full, '掌握结构化表达、积极倾听与跨部门协作的方法，让每一次沟通都更有成效。'),
  c('时间管理：从忙碌到高效', [0, 1], 'lecturer', 1.5, 8, standard, '用四象限法则、番茄工作法与每周复盘，把时间花在真正重要的事情上。'),
  c('新员工职业素养必修', [0, 2], 'tutor', 3, 15, full, '了解公司文化、行为规范与职场礼仪，快速融入团队。'),
  c('商务写作与邮件礼仪', [0, 0], 'lecturer', 1, 5, short, '写出清晰、得体、可执行的商务邮件与工作报告。'),
  c('React 18 组件设计实战', [1, 0], 'lecturer', 4, 20, full, '从组件拆分、状态管理到性能优化，系统掌握现代 React 开发。'),
  c('TypeScript 类型体操入门', [1, 0], 'lecturer', 3, 15, standard, '泛型、条件类型与类型推断，写出更安全的前端代码。'),
  c('前端工程化与构建优化', [1, 0], 'tutor', 2.5, 12, standard, '模块化、打包、缓存策略与持续集成的最佳实践。'),
  c('Node.js 服务端开发', [1, 1], 'lecturer', 4, 20, full, '用 Node.js 构建高并发、可观测、易维护的后端服务。'),
  c('PostgreSQL 查询优化', [1, 1], 'lecturer', 3, 15, standard, '读懂执行计划，设计合适的索引，让慢查询快起来。'),
  c('微服务架构设计', [1, 1], 'tutor', 3.5, 18, standard, '服务拆分、接口契约、分布式事务与可观测性。'),
  c('接口安全与鉴权', [1, 1], 'lecturer', 2, 10, short, 'OAuth2、令牌轮换与常见接口攻击的防护。'),
  c('数据分析思维', [1, 2], 'lecturer', 2, 10, standard, '提出好问题、选择正确指标，用数据支持决策。'),
  c('Excel 数据透视与可视化', [1, 2], 'tutor', 1.5, 8, short, '数据透视表、图表与仪表板，快速完成日常分析。'),
  c('SQL 数据分析进阶', [1, 2], 'lecturer', 3, 15, standard, '窗口函数、分组集与留存分析的实用写法。'),
  c('高绩效团队建设', [2, 0], 'lecturer', 2, 12, full, '目标对齐、角色分工与团队激励的实践方法。'),
  c('新任经理的第一课', [2, 0], 'tutor', 2.5, 12, standard, '从个人贡献者到管理者的角色转变与常见误区。'),
  c('绩效面谈技巧', [2, 0], 'lecturer', 1, 6, short, '用事实说话，开展建设性的绩效反馈与辅导。'),
  c('敏捷项目管理', [2, 1], 'lecturer', 3, 15, standard, 'Scrum 与看板在真实项目中的落地。'),
  c('项目风险管理', [2, 1], 'tutor', 2, 10, short, '识别、评估与应对项目风险，守住交付底线。'),
  c('信息安全意识培训', [3, 0], 'lecturer', 1, 10, full, '识别钓鱼邮件、保护账号密码、安全使用办公设备。'),
  c('数据分级与隐私保护', [3, 0], 'lecturer', 1.5, 8, standard, '个人信息保护要求与公司数据分级管理办法。'),
  c('反商业贿赂合规', [3, 1], 'tutor', 1, 6, short, '了解合规红线，正确处理礼品、招待与利益冲突。'),
  c('劳动合同法要点', [3, 1], 'lecturer', 1.5, 8, standard, '用工管理中的常见法律问题与风险防范。'),
  c('用户体验设计基础', [4, 0], 'lecturer', 2, 10, standard, '用户研究、信息架构与可用性测试的入门方法。'),
  c('产品需求文档写作', [4, 0], 'tutor', 1.5, 8, short, '写出开发看得懂、测试测得了的需求文档。'),
  c('增长黑客实战', [4, 1], 'lecturer', 2.5, 12, standard, '以实验驱动增长：漏斗分析、A/B 测试与留存提升。', { audienceOrgs: ['MKT'] }),
  c('品牌传播与内容营销', [4, 1], 'tutor', 2, 10, short, '打造一致的品牌声音，策划高传播度的内容。', { audienceOrgs: ['MKT'] }),
  c('招聘面试官认证', [2, 0], 'lecturer', 2, 12, standard, '结构化面试、行为面试与评估校准。', { audienceOrgs: ['HR'] }),
  c('年度战略解读（即将开课）', [0, 2], 'lecturer', 1, 5, short, '公司年度战略与重点工作解读，开课后即可学习。', { startDays: 10, endDays: 60 }),
  c('上半年合规考试辅导（已结束）', [3, 1], 'tutor', 1, 5, short, '上半年合规考试的重点回顾。', { startDays: -120, endDays: -20 }),
  c('云原生与容器入门', [1, 1], 'lecturer', 3, 15, standard, '容器、编排与云原生应用的基本概念。', { startDays: -30, endDays: 90 }),
  c('讲师内部试讲：课程设计方法（未上架）', [2, 0], 'lecturer', 1, 0, short, '尚在打磨中的新课程。', { offShelf: true }),
  c('演讲与公众表达', [0, 0], 'lecturer', 1.5, 8, standard, '克服紧张，讲出有结构、有感染力的内容。'),
  c('办公软件效率技巧', [0, 1], 'tutor', 1, 5, short, '快捷键、模板与自动化，节省每天的重复操作。'),
];

export const EN_KNOWLEDGE: KnowledgeSeed[] = [{ name: 'Sales', children: ['Negotiation'] }];

export const EN_COURSES: CourseSeed[] = [
  c('Consultative Selling', [0], 'learner', 2, 10, standard, 'Understand needs before you pitch.'),
  c('Negotiation Basics', [0, 0], 'learner', 1.5, 8, short, 'Prepare, anchor and close.'),
  c('CRM Hygiene', [0], 'learner', 1, 5, short, 'Keep the pipeline honest.'),
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
