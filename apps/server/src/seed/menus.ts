// The demo menu tree (SPEC §2 header and user menu) and which identity owns each entry (SPEC §6).
import type { MenuIdentity } from '../modules/system/policy.ts';

export type MenuSeed = {
  code: string;
  name: string;
  menuType: 'Dir' | 'Menu' | 'Button';
  path?: string;
  icon?: string;
  owners: MenuIdentity[];
  children?: MenuSeed[];
};

const everyone: MenuIdentity[] = ['learner'];

export const demoMenus: MenuSeed[] = [
  { code: 'home', name: '首页', menuType: 'Menu', path: '/home', icon: 'home', owners: everyone },
  {
    code: 'resources',
    name: '学习资源',
    menuType: 'Dir',
    icon: 'book',
    owners: everyone,
    children: [
      { code: 'course', name: '课程', menuType: 'Menu', path: '/course/list', owners: everyone },
      { code: 'live', name: '直播', menuType: 'Menu', path: '/live/list', owners: everyone },
      { code: 'train', name: '培训', menuType: 'Menu', path: '/train/index', owners: everyone },
      { code: 'exam', name: '考试', menuType: 'Menu', path: '/exam/list', owners: everyone },
    ],
  },
  {
    code: 'myLearning',
    name: '我的学习',
    menuType: 'Dir',
    icon: 'read',
    owners: everyone,
    children: [
      {
        code: 'myStudy',
        name: '我的学习',
        menuType: 'Menu',
        path: '/myTask?clickData=myLearn',
        owners: everyone,
      },
      {
        code: 'myHomeWork',
        name: '我的作业',
        menuType: 'Menu',
        path: '/myTask?clickData=myHomeWork',
        owners: everyone,
      },
      {
        code: 'myExamList',
        name: '我的考试',
        menuType: 'Menu',
        path: '/myTask?clickData=myExamList',
        owners: everyone,
      },
      {
        code: 'questionnaire',
        name: '问卷调查',
        menuType: 'Menu',
        path: '/myTask?clickData=questionnaire',
        owners: everyone,
      },
      {
        code: 'studyMap',
        name: '学习地图',
        menuType: 'Menu',
        path: '/myTask?clickData=studyMap',
        owners: everyone,
      },
    ],
  },
  {
    code: 'lecturerTask',
    name: '讲师任务',
    menuType: 'Dir',
    icon: 'solution',
    owners: ['teacher'],
    children: [
      {
        code: 'lecturerCourse',
        name: '课程',
        menuType: 'Menu',
        path: '/lecturerTask?tab=course',
        owners: ['teacher'],
      },
      {
        code: 'lecturerLive',
        name: '直播',
        menuType: 'Menu',
        path: '/lecturerTask?tab=live',
        owners: ['teacher'],
      },
      {
        code: 'lecturerTrain',
        name: '培训',
        menuType: 'Menu',
        path: '/lecturerTask?tab=train',
        owners: ['teacher'],
      },
      {
        code: 'lecturerPlan',
        name: '学习计划',
        menuType: 'Menu',
        path: '/lecturerTask?tab=plan',
        owners: ['teacher'],
      },
      {
        code: 'course:export',
        name: '导出学习情况',
        menuType: 'Button',
        path: 'course:export',
        owners: ['teacher'],
      },
      {
        code: 'course:putaway',
        name: '上下架',
        menuType: 'Button',
        path: 'course:putaway',
        owners: ['teacher'],
      },
    ],
  },
  { code: 'knowledge', name: '知识库', menuType: 'Menu', path: '/knowledge/list', owners: everyone },
  { code: 'memberCenter', name: '会员中心', menuType: 'Menu', path: '/memberCenter', owners: everyone },
  { code: 'news', name: '新闻', menuType: 'Menu', path: '/news/list', owners: everyone },
  { code: 'community', name: '社区', menuType: 'Menu', path: '/community/recommended', owners: everyone },
  {
    code: 'activities',
    name: '活动',
    menuType: 'Menu',
    path: '/operating/activitiesCenter',
    owners: everyone,
  },
  {
    code: 'knowledgeSystem',
    name: '知识体系',
    menuType: 'Menu',
    path: '/knowledge-system',
    owners: everyone,
  },
  {
    code: 'enterprise',
    name: '企业中心',
    menuType: 'Menu',
    path: '/enterprise',
    owners: ['orgAdmin'],
    children: [
      {
        code: 'enterprise:export',
        name: '导出学员',
        menuType: 'Button',
        path: 'enterprise:export',
        owners: ['orgAdmin'],
      },
    ],
  },
  { code: 'backstage', name: '后台管理', menuType: 'Menu', path: '/backstage', owners: ['backend'] },
  {
    code: 'myMentor',
    name: '我的导师',
    menuType: 'Menu',
    path: '/personal/personal?menuName=MyMentor',
    owners: ['tutorStudent'],
  },
  {
    code: 'myApprentice',
    name: '我的学徒',
    menuType: 'Menu',
    path: '/personal/personal?menuName=MyApprentice',
    owners: ['tutor'],
  },
  { code: 'vip:download', name: '会员下载', menuType: 'Button', path: 'vip:download', owners: ['vip'] },
];
