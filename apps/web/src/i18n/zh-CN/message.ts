// Texts of the message center: list with read state and pager, and the detail page.
export const message = {
  title: '消息中心',
  tabs: {
    all: '全部消息',
    unread: '未读消息',
    read: '已读消息',
  },
  markAllRead: '全部标为已读',
  markRead: '标为已读',
  unread: '未读',
  read: '已读',
  types: {
    runMsg: '营销消息',
    system: '系统消息',
    course: '课程消息',
    exam: '考试消息',
    train: '培训消息',
    live: '直播消息',
  },
  backToList: '返回消息列表',
  sentAt: '发送时间：{{time}}',
  markedAllRead: '已将 {{count}} 条消息标为已读',
} as const;
