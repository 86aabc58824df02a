// Routes of the signed-in person (SPEC §2): my tasks, personal center, records, certificates, points,
// messages, lecturer tasks, enterprise center, purchases and the approval center.
import { group, page, type RouteDef, redirectTo } from '../meta.ts';
import { pages } from '../pages.ts';

const soon = pages.comingSoon;

export const personalRoutes: RouteDef[] = [
  // /myTask itself is the tab page (tab from ?clickData=); its nested paths are the sub-lists.
  page('/myTask', 'myTask', pages.myTask),
  ...group('/myTask/myLearn', [
    page('myRequiredList', 'myRequiredList', pages.myTask, { trackPageView: 'list' }),
    page('myTrainList', 'myTrainList', pages.myTask, { trackPageView: 'list' }),
    page('myElectiveList', 'myElectiveList', pages.myTask, { trackPageView: 'list' }),
    page('myLiveList', 'myLiveList', pages.myTask, { trackPageView: 'list' }),
  ]),
  page('/myTask/myExamList', 'myExamList', pages.myTask, { trackPageView: 'list' }),
  page('/myTask/taskDetail', 'taskDetail', soon),
  page('/myTask/fillQuestionnaire', 'fillQuestionnaire', pages.fillQuestionnaire),
  page('/myTask/checkQuestionnaire', 'checkQuestionnaire', pages.checkQuestionnaire),
  page('/myTask/homeworkDetail', 'homeworkDetail', pages.homeworkDetail),
  page('/requiredCourseDetail', 'requiredCourseDetail', pages.requiredCourseDetail, {
    trackPageView: 'course',
  }),
  page('/electiveCoursesDetail', 'electiveCoursesDetail', pages.electiveCourseDetail, {
    trackPageView: 'course',
  }),
  page('/myRequiredDetails', 'myRequiredDetails', pages.electiveCourseDetail, { trackPageView: 'course' }),
  page('/learningPlanDetail', 'learningPlanDetail', soon),
  page('/wrongs/detail', 'wrongsDetail', pages.wrongs),

  ...group('/lecturerTask', [
    page('task', 'lecturerTask', pages.lecturerTask),
    page('homeworkReview', 'homeworkReview', pages.homeworkReview),
    page('questionnaireResults', 'questionnaireResults', pages.questionnaireResults),
  ]),
  page('/lecturerCourseDetail', 'lecturerCourseDetail', pages.lecturerCourseDetail, {
    trackPageView: 'course',
  }),

  page('/personal/personal', 'personal', soon),
  redirectTo('/my', '/my/info'),
  page('/my/info', 'myInfo', soon),
  page('/my/record', 'myRecord', soon),
  page('/Integral', 'integral', soon),
  page('/medalWall', 'medalWall', soon),
  page('/learningRecord', 'learningRecord', soon),
  page('/Certificate', 'certificate', pages.certificate),
  page('/CertificateDetail', 'certificateDetail', pages.certificateDetail),
  page('/ranking/rankIntegralList', 'rankIntegralList', soon, { trackPageView: 'list' }),

  redirectTo('/message', '/message/list'),
  page('/message/list', 'messageList', pages.messageList, { trackPageView: 'list' }),
  page('/message/detail', 'messageDetail', pages.messageDetail),

  ...group('/enterprise', [
    page('enterpriseCenter', 'enterpriseCenter', soon),
    page('studentList', 'enterpriseStudentList', soon, { trackPageView: 'list' }),
    page('courseSituation', 'enterpriseCourseSituation', soon),
    page('trainSituation', 'enterpriseTrainSituation', soon),
    page('examSituation', 'enterpriseExamSituation', soon),
    page('liveSituation', 'enterpriseLiveSituation', soon),
  ]),
  ...group('/integral', [
    page('mall', 'integralMall', soon),
    page('exchangeRecord', 'integralExchangeRecord', soon),
    page('shippingAddress', 'integralShippingAddress', soon),
    page('commodityExchange', 'integralCommodityExchange', soon),
    page('couponsExchange', 'integralCouponsExchange', soon),
    page('exchangeSuccess', 'integralExchangeSuccess', soon),
    page('goodsDetails', 'integralGoodsDetails', soon),
    page('couponsDetails', 'integralCouponsDetails', soon),
  ]),
  ...group('/buyingProcess', [
    page('order', 'buyingOrder', soon),
    page('waitPayOrder', 'buyingWaitPayOrder', soon),
    page('paySuccess', 'buyingPaySuccess', soon),
    page('invoice', 'buyingInvoice', soon),
    page('invoiceApply', 'buyingInvoiceApply', soon),
    page('invoiceSuccess', 'buyingInvoiceSuccess', soon),
  ]),
  ...group('/approvalCenter', [
    page('approveIndex', 'approveIndex', soon),
    page('center', 'approvalCenter', soon),
    page('details', 'approvalDetails', soon),
    page('chapter', 'approvalChapter', soon),
    page('buyTrain', 'approvalBuyTrain', soon),
    page('courseNeeds', 'approvalCourseNeeds', soon),
    page('courseDevelopment', 'approvalCourseDevelopment', soon),
    page('tutorCertification', 'approvalTutorCertification', soon),
    page('lecturerCertification', 'approvalLecturerCertification', soon),
    page('workStudyDoctorate', 'approvalWorkStudyDoctorate', soon),
    page('outsideTrain', 'approvalOutsideTrain', soon),
    page('trainingLeave', 'approvalTrainingLeave', soon),
    page('outsideTrainingSignup', 'approvalOutsideTrainingSignup', soon),
    page('trainingNeeds', 'approvalTrainingNeeds', soon),
    page('submitSucceed', 'approvalSubmitSucceed', soon),
    page('applyError', 'approvalApplyError', soon),
  ]),
];
