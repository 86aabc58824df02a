// The plan of the demo exams: papers (a fixed paper with every question type, a random paper, a short
// quiz) and 10 exams whose batches sit around "now" (in days) so that `learner` sees every state.
import {
  ExamAnswerVisibility,
  ExamArrangementTarget,
  ExamPassState,
  ExamType,
  QuestionType,
} from '@elearning/shared';

type SectionPlan = { title: string; type: QuestionType; count: number; score: number | null };

export const FIXED_PAPER = {
  name: '综合测试卷（全部题型）',
  totalScore: 100,
  sections: [
    { title: '单选题', type: QuestionType.single, count: 8, score: 3 },
    { title: '多选题', type: QuestionType.multiple, count: 4, score: 4 },
    { title: '不定项选择题', type: QuestionType.indefinite, count: 3, score: 4 },
    { title: '判断题', type: QuestionType.judgment, count: 8, score: 1 },
    { title: '填空题', type: QuestionType.blank, count: 4, score: 3 },
    { title: '简答题', type: QuestionType.shortAnswer, count: 1, score: 10 },
    // Groups score the sum of their sub-questions (3 × 2 points each).
    { title: '阅读理解', type: QuestionType.group, count: 3, score: null },
  ] satisfies SectionPlan[],
};

export const QUIZ_PAPER = {
  name: '随堂小测',
  totalScore: 100,
  sections: [
    { title: '单选题', type: QuestionType.single, count: 3, score: 15 },
    { title: '判断题', type: QuestionType.judgment, count: 2, score: 10 },
    { title: '简答题', type: QuestionType.shortAnswer, count: 1, score: 35 },
  ] satisfies SectionPlan[],
};

export const RANDOM_PAPER = {
  name: '随机抽题卷',
  totalScore: 100,
  sections: [
    { title: '单选题', type: QuestionType.single, count: 10, score: 4 },
    { title: '多选题', type: QuestionType.multiple, count: 5, score: 8 },
    { title: '判断题', type: QuestionType.judgment, count: 10, score: 2 },
  ] satisfies SectionPlan[],
};

type ExamColumns = {
  name: string;
  pattern: string;
  examType: ExamType;
  sourceName: string;
  sourceType?: string;
  passScore: number;
  totalScore: number;
  timeLimitMinutes: number;
  answerMode?: number;
  questionTimeLimitSeconds?: number;
  closedBook?: boolean;
  earliestSubmitMinutes?: number;
  attemptsAllowed?: number;
  scoreVisible?: boolean;
  answerVisibility?: string;
  published: boolean;
  roomName?: string;
  roomAddr?: string;
  description: string;
};

export type ExamSeed = {
  paper: 'fixed' | 'random' | 'quiz';
  exam: ExamColumns;
  /** [begin, end] of each batch, in days from now. */
  batches: [number, number][];
  arrange: (typeof ExamArrangementTarget)[keyof typeof ExamArrangementTarget][];
  /** Which batch a past result belongs to (default the first). */
  resultBatch?: number;
  /** A past online attempt of `learner`: the share of right answers and the short answer text. */
  past?: { rightShare: number; shortAnswer: string | null };
  offlineResult?: { score: number; isPass: 1 | 3 };
};

const RULES =
  '<p>1. 考试开始后计时，时间到将自动交卷。</p><p>2. 作答内容会自动保存，断网或刷新不会丢失答案。</p><p>3. 请独立完成，诚信考试。</p>';

const online = { pattern: 'general', totalScore: 100, description: RULES };

export const DEMO_EXAMS: ExamSeed[] = [
  {
    paper: 'fixed',
    exam: {
      ...online,
      name: '信息安全意识年度考试',
      examType: ExamType.currency,
      sourceName: '考试中心',
      passScore: 80,
      timeLimitMinutes: 60,
      published: true,
    },
    batches: [
      [-20, -19],
      [-1, 60],
      [61, 62],
    ],
    arrange: [ExamArrangementTarget.all],
    resultBatch: 1,
  },
  {
    paper: 'random',
    exam: {
      ...online,
      name: '企业文化知识测评',
      examType: ExamType.currency,
      sourceName: '考试中心',
      passScore: 60,
      timeLimitMinutes: 30,
      answerMode: 2,
      questionTimeLimitSeconds: 60,
      closedBook: true,
      published: true,
    },
    batches: [[-1, 45]],
    arrange: [ExamArrangementTarget.org],
  },
  {
    paper: 'fixed',
    exam: {
      ...online,
      name: '产品知识月度考试',
      examType: ExamType.currency,
      sourceName: '考试中心',
      passScore: 60,
      timeLimitMinutes: 45,
      published: true,
    },
    batches: [
      [3, 4],
      [10, 11],
    ],
    arrange: [ExamArrangementTarget.position],
  },
  {
    paper: 'fixed',
    exam: {
      ...online,
      name: '合规制度年度考试',
      examType: ExamType.currency,
      sourceName: '考试中心',
      passScore: 60,
      timeLimitMinutes: 45,
      published: true,
    },
    batches: [[-30, -29]],
    arrange: [ExamArrangementTarget.org],
    past: { rightShare: 0.9, shortAnswer: null },
  },
  {
    paper: 'fixed',
    exam: {
      ...online,
      name: '办公技能测验',
      examType: ExamType.course,
      sourceName: '《高效办公》课程',
      sourceType: 'course',
      passScore: 60,
      timeLimitMinutes: 45,
      published: true,
    },
    batches: [[-15, -14]],
    arrange: [ExamArrangementTarget.user],
    past: { rightShare: 0.35, shortAnswer: null },
  },
  {
    paper: 'fixed',
    exam: {
      ...online,
      name: '新员工入职考试',
      examType: ExamType.training,
      sourceName: '新员工入职培训',
      sourceType: 'training',
      passScore: 60,
      timeLimitMinutes: 60,
      published: true,
    },
    batches: [[-40, -39]],
    arrange: [ExamArrangementTarget.user],
  },
  {
    paper: 'fixed',
    exam: {
      pattern: 'offline',
      totalScore: 100,
      description: '<p>请携带工牌提前 15 分钟到达考场。</p>',
      name: '安全生产线下考试',
      examType: ExamType.currency,
      sourceName: '考试中心',
      passScore: 60,
      timeLimitMinutes: 90,
      published: true,
      roomName: '第一考场',
      roomAddr: '总部大楼 3 层 301 室',
    },
    batches: [[-10, -9.9]],
    arrange: [ExamArrangementTarget.user],
    offlineResult: { score: 78, isPass: ExamPassState.passed },
  },
  {
    paper: 'fixed',
    exam: {
      pattern: 'offline',
      totalScore: 100,
      description: '<p>线下实操认证，请按时到场。</p>',
      name: '季度线下技能认证',
      examType: ExamType.training,
      sourceName: '技能提升培训',
      sourceType: 'training',
      passScore: 60,
      timeLimitMinutes: 120,
      published: true,
      roomName: '实训中心',
      roomAddr: '研发楼 1 层实训中心',
    },
    batches: [[7, 7.2]],
    arrange: [ExamArrangementTarget.user],
  },
  {
    paper: 'quiz',
    exam: {
      ...online,
      name: '直播课程随堂测',
      examType: ExamType.live,
      sourceName: '2024 产品战略解读直播',
      sourceType: 'live',
      passScore: 60,
      timeLimitMinutes: 20,
      earliestSubmitMinutes: 5,
      attemptsAllowed: 3,
      answerVisibility: ExamAnswerVisibility.afterSubmit,
      published: true,
    },
    batches: [[-1, 30]],
    arrange: [ExamArrangementTarget.user],
    past: { rightShare: 0.8, shortAnswer: '产品战略聚焦客户价值，重点投入智能学习与数据分析能力。' },
  },
  {
    paper: 'fixed',
    exam: {
      ...online,
      name: '培训结业考试（草稿）',
      examType: ExamType.training,
      sourceName: '管理者领导力培训',
      sourceType: 'training',
      passScore: 60,
      timeLimitMinutes: 60,
      published: false,
    },
    batches: [[14, 15]],
    arrange: [ExamArrangementTarget.user],
  },
];
