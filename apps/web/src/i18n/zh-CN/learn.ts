// Texts of the learning-resources page (/learn/list): my required courses and my electives.
export const learn = {
  title: '学习资源',
  allCourses: '全部课程（{{count}}）',
  navLabel: '课程列表',
  lists: {
    required: '我的必修',
    elective: '我的选修',
  },
  loadFailed: '课程加载失败，请稍后重试',
  row: {
    period: '学习期限：{{start}} ~ {{end}}',
    noPeriod: '学习期限：长期有效',
    lecturer: '讲师：{{name}}',
    done: '已完成',
    progressOf: '{{name}}的学习进度',
    start: '开始学习',
    continue: '继续学习',
    ended: '课程已结束',
    notOpenYet: '{{time}}开课',
  },
} as const;
