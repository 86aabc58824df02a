// Messages of the training domain (issue 11, SPEC §8), merged into the catalogue by messages.ts.
import type { Bilingual } from '../common/messages.ts';

export const trainingMessages = {
  'training.removed': {
    'zh-CN': '已成功将{count}个培训移出我的学习',
    en: 'Removed {count} trainings from my learning',
  },
  'training.signedUp': { 'zh-CN': '报名成功', en: 'You are signed up' },
  'training.underReview': { 'zh-CN': '报名已提交，等待审核', en: 'Sign-up sent, waiting for review' },
  'training.signedIn': { 'zh-CN': '签到成功', en: 'Signed in' },
  'training.alreadySignedIn': { 'zh-CN': '您已签到，无需重复签到', en: 'You are already signed in' },
  'training.notFound': { 'zh-CN': '培训不存在', en: 'This training does not exist' },
  'training.signUpClosed': { 'zh-CN': '报名已截止或未开放', en: 'Sign-up is not open for this training' },
  'training.full': { 'zh-CN': '报名人数已满', en: 'This training is full' },
  'training.alreadyTrainee': {
    'zh-CN': '您已是该培训的学员',
    en: 'You are already a trainee of this training',
  },
  'training.codeExpired': {
    'zh-CN': '签到码已过期，请扫描屏幕上最新的二维码',
    en: 'This sign-in code has expired; scan the latest QR code on the screen',
  },
  'training.codeInvalid': { 'zh-CN': '签到码无效', en: 'This sign-in code is not valid' },
  'training.notEnrolled': {
    'zh-CN': '您不是该培训的学员，不能签到',
    en: 'You are not a trainee of this training',
  },
  'training.signInClosed': {
    'zh-CN': '不在签到时间内（{from} 至 {to}）',
    en: 'Sign-in is only open from {from} to {to}',
  },
  'training.sessionStopped': { 'zh-CN': '该日程已停止', en: 'This session has been stopped' },
  'training.notLecturer': { 'zh-CN': '只能管理自己负责的培训', en: 'You can only manage trainings you run' },
  'training.notOffline': { 'zh-CN': '该日程不是线下课程', en: 'This session is not a face-to-face lesson' },
  'training.notPassed': {
    'zh-CN': '{name} 未达到合格线，不能发放证书',
    en: '{name} has not reached the pass line; no certificate can be granted',
  },
  'training.noTemplate': { 'zh-CN': '该培训未设置证书模板', en: 'This training has no certificate template' },
  'training.templateInUse': {
    'zh-CN': '证书模板“{name}”已被培训使用或已发放证书，不能删除',
    en: 'The certificate template "{name}" is used by a training or has issued certificates; it cannot be deleted',
  },
  'training.templateDisabled': {
    'zh-CN': '证书模板已停用或已失效，不能发放证书',
    en: 'The certificate template is disabled or expired; no certificate can be granted',
  },
  'training.hasTrainees': {
    'zh-CN': '培训已开始且有学员，不能删除',
    en: 'This training has started and has trainees; it cannot be deleted',
  },
  'training.reviewDone': { 'zh-CN': '该报名已处理', en: 'This sign-up has already been reviewed' },
  'training.certificateGranted': { 'zh-CN': '已发放{count}张证书', en: 'Granted {count} certificates' },
  'training.certificateRevoked': { 'zh-CN': '已撤销{count}张证书', en: 'Revoked {count} certificates' },
  'training.reminded': { 'zh-CN': '已提醒{count}名学员', en: 'Reminded {count} trainees' },
  'training.scoringImported': {
    'zh-CN': '导入完成：成功{imported}条，失败{failed}条',
    en: 'Import finished: {imported} imported, {failed} failed',
  },
  'validation.training.filter': { 'zh-CN': '筛选条件无效', en: 'The filter is not valid' },
  'validation.training.reviewType': {
    'zh-CN': '审核类型应为 agree 或 reject',
    en: 'Review type must be agree or reject',
  },
  'validation.training.reasonRequired': { 'zh-CN': '请填写原因', en: 'Please give a reason' },
  'validation.training.reasonTooLong': {
    'zh-CN': '原因不能超过200个字符',
    en: 'The reason must be at most 200 characters',
  },
  'validation.training.signCode': { 'zh-CN': '请输入6位签到码', en: 'Enter the 6-digit sign-in code' },
  'validation.training.score': { 'zh-CN': '评分应为1到5分', en: 'A rating must be from 1 to 5' },
  'validation.training.scoreRange': { 'zh-CN': '分数应在0到100之间', en: 'A score must be from 0 to 100' },
  'validation.training.commentTooLong': {
    'zh-CN': '评价不能超过500个字符',
    en: 'A comment must be at most 500 characters',
  },
  'validation.training.fileRequired': { 'zh-CN': '请上传文件', en: 'Please upload a file' },
  'validation.training.verifyCode': { 'zh-CN': '证书编号无效', en: 'The certificate number is not valid' },
  'validation.training.amount': { 'zh-CN': '金额无效', en: 'The amount is not valid' },
  'validation.training.name': {
    'zh-CN': '请填写培训名称（不超过50个字符）',
    en: 'Enter a training name (at most 50 characters)',
  },
  'validation.training.time': { 'zh-CN': '结束时间应晚于开始时间', en: 'The end must be after the start' },
  'validation.training.weights': {
    'zh-CN': '考核权重之和应为100',
    en: 'The assessment weights must add up to 100',
  },
  'validation.training.account': { 'zh-CN': '请填写账号', en: 'Enter an account' },
  'training.import.notTrainee': {
    'zh-CN': '“{value}”不是该培训的学员',
    en: '"{value}" is not a trainee of this training',
  },
  'training.import.notYours': {
    'zh-CN': '培训{value}不存在或不由您负责',
    en: 'Training {value} does not exist or is not yours',
  },
  'training.leaveSent': { 'zh-CN': '请假申请已提交', en: 'Leave request sent' },
  'training.evaluated': { 'zh-CN': '评价成功', en: 'Thank you for your rating' },
  'training.classroomTaken': {
    'zh-CN': '教室“{classroom}”在 {from} 至 {to} 已被“{title}”占用',
    en: 'Classroom "{classroom}" is taken by "{title}" from {from} to {to}',
  },
  'training.leaveDone': { 'zh-CN': '该请假申请已处理', en: 'This leave request has already been reviewed' },
  'training.leaveApproved': { 'zh-CN': '已批准{count}条请假', en: 'Approved {count} leave requests' },
  'training.leaveRejected': { 'zh-CN': '已驳回{count}条请假', en: 'Rejected {count} leave requests' },
  'training.noTrainees': {
    'zh-CN': '该培训还没有学员，不能创建协议',
    en: 'This training has no trainees yet; no agreement can be made',
  },
  'validation.training.serviceYear': {
    'zh-CN': '服务年限应为1到20年',
    en: 'The service period must be 1 to 20 years',
  },
  'validation.training.id': { 'zh-CN': '编号无效', en: 'The id is not valid' },
  'validation.training.ids': { 'zh-CN': '请选择至少一项', en: 'Select at least one item' },
} as const satisfies Record<string, Bilingual>;
