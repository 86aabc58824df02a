// Messages of the live domain (SPEC §8 and the live rules), in both languages.
import type { Bilingual } from '../common/messages.ts';

export const liveMessages = {
  'live.disabled': { 'zh-CN': '该直播已被停用', en: 'this live has been disabled' },
  'live.deleted': { 'zh-CN': '该直播已被删除', en: 'this live has been deleted' },
  'live.notLecturer': {
    'zh-CN': '只有本直播的讲师可以开播',
    en: 'Only the lecturer of this live can broadcast',
  },
  'live.ingestBusy': {
    'zh-CN': '该直播已在另一个页面或推流软件中进行，可选择接管',
    en: 'This live is already being broadcast from another tab or encoder; you may take it over',
  },
  'live.ingestReplaced': {
    'zh-CN': '该推流已被另一个页面接管',
    en: 'Another tab has taken over this broadcast',
  },
  'live.notBroadcasting': { 'zh-CN': '直播未在进行中', en: 'The live is not being broadcast' },
  'live.notLive': { 'zh-CN': '直播未开始或已结束', en: 'The live has not started or has ended' },
  'live.commentTooFast': {
    'zh-CN': '发言太频繁，请稍后再试',
    en: 'You are posting too fast; try again shortly',
  },
  'live.likeTooFast': {
    'zh-CN': '点赞太频繁，请稍后再试',
    en: 'You are liking too fast; try again shortly',
  },
  'live.examUnpublished': {
    'zh-CN': '该考试尚未发布，不能推送',
    en: 'This exam is not published yet and cannot be pushed',
  },
  'live.examElsewhere': {
    'zh-CN': '该考试已属于其他培训或直播',
    en: 'This exam already belongs to another training or live',
  },
  'live.signUpClosed': { 'zh-CN': '该直播无需报名', en: 'This live takes no sign-ups' },
  'live.signUpDone': { 'zh-CN': '该报名已处理', en: 'This sign-up has already been decided' },
  'live.notInAudience': { 'zh-CN': '您不在该直播的观看范围内', en: 'You are not in this live’s audience' },
  'live.ffmpegMissing': {
    'zh-CN': '服务器未安装 ffmpeg，无法开播',
    en: 'ffmpeg is not installed on the server',
  },
  'live.validation.listType': { 'zh-CN': '{field} 应为 1、2 或 3', en: '{field} must be 1, 2 or 3' },
  'live.validation.searchTooLong': {
    'zh-CN': '搜索内容最多 50 个字符',
    en: 'Search text is at most 50 characters',
  },
  'live.validation.status': { 'zh-CN': '直播状态无效', en: 'Invalid live status' },
  'live.validation.commentRequired': { 'zh-CN': '请输入评论内容', en: 'Enter a comment' },
  'live.validation.commentTooLong': {
    'zh-CN': '评论最多 200 个字符',
    en: 'A comment is at most 200 characters',
  },
  'live.validation.approvalType': {
    'zh-CN': '审批类型应为 1（同意）或 2（拒绝）',
    en: 'type must be 1 (agree) or 2 (reject)',
  },
  'live.validation.descTooLong': {
    'zh-CN': '审批意见最多 200 个字符',
    en: 'The note is at most 200 characters',
  },
  'live.validation.replayStatus': { 'zh-CN': '状态应为 0 或 1', en: 'status must be 0 or 1' },
  'live.validation.position': { 'zh-CN': '播放位置无效', en: 'Invalid position' },
  'live.validation.source': { 'zh-CN': '推流来源无效', en: 'Invalid broadcast source' },
  'live.validation.categorySource': {
    'zh-CN': '分类来源应为 live',
    en: 'The category source must be live',
  },
  'live.validation.categoryName': {
    'zh-CN': '请输入分类名称（最多 32 个字符）',
    en: 'Enter the category name (at most 32 characters)',
  },
  'live.categoryInUse': {
    'zh-CN': '该分类或其子分类下还有直播，不能删除',
    en: 'Lives still belong to this category or one below it; it cannot be deleted',
  },
  'live.categoryNameTaken': {
    'zh-CN': '同级分类中已有同名分类',
    en: 'A sibling category already has this name',
  },
  'live.categoryParent': {
    'zh-CN': '上级分类不能是该分类本身或其子分类',
    en: 'The parent cannot be the category itself or one below it',
  },
  'live.validation.ingestId': { 'zh-CN': '推流标识无效', en: 'Invalid ingest id' },
  'live.validation.time': { 'zh-CN': '时间格式应为 HH:mm', en: 'Time must be HH:mm' },
  'live.validation.date': { 'zh-CN': '日期格式应为 YYYY-MM-DD', en: 'Date must be YYYY-MM-DD' },
  'live.validation.channelName': { 'zh-CN': '请输入直播名称', en: 'Enter the live’s name' },
  'live.validation.channelNameTooLong': {
    'zh-CN': '直播名称最多 50 个字符',
    en: 'The name is at most 50 characters',
  },
  'live.validation.coverTooLong': { 'zh-CN': '封面地址过长', en: 'The cover address is too long' },
  'live.validation.introTooLong': { 'zh-CN': '直播介绍过长', en: 'The introduction is too long' },
  'live.validation.batchDeclare': { 'zh-CN': '请选择直播方式', en: 'Choose how the live is scheduled' },
  'live.validation.cycleMode': { 'zh-CN': '请选择循环方式', en: 'Choose the cycle' },
  'live.validation.cycleRequired': { 'zh-CN': '请设置循环时间', en: 'Set the cycle' },
  'live.validation.planTimesRequired': { 'zh-CN': '请设置直播时间', en: 'Set the live’s times' },
  'live.validation.singleOneRange': {
    'zh-CN': '单次直播只能有一个时间段',
    en: 'A single live has one time range',
  },
  'live.validation.rangeOrder': { 'zh-CN': '结束时间应晚于开始时间', en: 'The end must be after the start' },
  'live.validation.cycleTime': {
    'zh-CN': '循环日期无效（每周 1–7，7 为周日；每月 1–31）',
    en: 'Invalid cycle days (week 1–7, 7 = Sunday; month 1–31)',
  },
  'live.validation.isUsed': { 'zh-CN': 'isUsed 应为 0 或 1', en: 'isUsed must be 0 or 1' },
  'live.validation.lecturer': {
    'zh-CN': '{field}：请选择本机构的讲师',
    en: '{field}: choose a lecturer of this organisation',
  },
  'live.validation.category': {
    'zh-CN': '{field}：请选择本机构启用中的直播分类',
    en: '{field}: choose an enabled live category of this organisation',
  },
  'live.validation.users': {
    'zh-CN': '{field}：所选人员不属于本机构',
    en: '{field}: the people chosen are not users of this organisation',
  },
  'live.validation.orgs': {
    'zh-CN': '{field}：所选部门不属于本机构',
    en: '{field}: the units chosen are not units of this organisation',
  },
} as const satisfies Record<string, Bilingual>;
