// Texts of My Task (SPEC §2): the tabs with their badges, the study sub-tabs, the manage mode and the
// course lists 1 and 2.
export const myTask = {
  title: '我的任务',
  tabs: {
    myLearn: '学习',
    myHomeWork: '作业',
    myExamList: '考试',
    questionnaire: '问卷',
    studyMap: '学习地图',
  },
  studyTabs: {
    course: '课程',
    live: '直播',
    training: '培训',
    plan: '学习计划',
  },
  manage: '管理',
  done: '完成',
  required: {
    title: '必修课程',
    assigned: '指派',
  },
  elective: {
    title: '选修课程',
    continue: '继续学习',
    knowledgeSystem: '知识体系：{{name}}',
    period: '{{start}} ~ {{end}}',
    open: '长期有效',
  },
  selection: {
    selectAll: '全选',
    selected: '已选择{{count}}门课程',
    remove: '移出我的学习',
    removeConfirm: '确定将选中的{{count}}门课程移出我的学习吗？',
    assignedHint: '指派的课程不能移出',
    confirm: '确定',
    cancel: '取消',
  },
  placeholder: {
    title: '{{name}}即将上线',
    description: '该模块正在建设中，待办数量会实时显示在标签上。',
    count: '当前待办 {{count}} 项',
  },
} as const;
