// Texts of the one search (/search/list).
export const search = {
  title: '搜索',
  titleFor: '“{{keyword}}”的搜索结果',
  enterKeyword: '请输入搜索内容',
  all: '全部',
  didYouMean: '您是不是要找：',
  nothingFound: '没有找到与“{{keyword}}”相关的内容',
  loadFailed: '搜索失败，请稍后重试',
  retry: '重试',
  kinds: {
    course: '课程',
    live: '直播',
    training: '培训',
    'study-plan': '学习计划',
    knowledge: '知识',
    news: '新闻',
    post: '帖子',
    lecturer: '讲师',
    faq: '常见问题',
  },
};
