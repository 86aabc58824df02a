// Texts of the home page (ORIGINAL-UI "Home").
export const home = {
  banner: {
    label: '首页横幅',
    welcome: '欢迎来到{{site}}',
    slogan: '学习无止境，成长每一天',
  },
  sections: {
    myTasks: '我的任务',
    pendingTasks: '待完成任务{{count}}项',
    latestLives: '最新直播',
    hotCourses: '热门课程',
    trainingCenter: '培训中心',
    newsCenter: '新闻中心',
    more: '更多',
    moreOf: '查看更多{{section}}',
  },
  profile: {
    title: '个人信息',
    totalPoints: '累计积分',
    totalHours: '累计学时',
    monthPoints: '本月积分',
    monthHours: '本月学时',
    guestTitle: '登录后查看个人学习数据',
    loginNow: '立即登录',
    noOrg: '未分配部门',
  },
  side: {
    coursesInProgress: '进行中的课程',
    monthlyPointsRanking: '本月积分排行',
    monthlyHoursRanking: '本月学时排行',
  },
} as const;
