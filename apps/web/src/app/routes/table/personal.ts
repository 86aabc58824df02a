// Routes of the signed-in person (SPEC §2): my tasks, personal center, records, certificates, points,
// messages, lecturer tasks, enterprise center, purchases and the approval center.
import { group, page, publicPage, type RouteDef, redirectTo } from '../meta.ts';
import { pages } from '../pages.ts';
import { achievementPages } from '../pages-achievement.ts';
import { approvalPages } from '../pages-approval.ts';
import { commercePages } from '../pages-commerce.ts';
import { mallPages } from '../pages-mall.ts';
import { enterprisePages, personalPages } from '../pages-personal.ts';

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
  // SPEC §2: a homework card's detail (query id, card = course | training | plan).
  page('/myTask/taskDetail', 'taskDetail', pages.homeworkDetail),
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
  page('/learningPlanDetail', 'learningPlanDetail', pages.learningPlanDetail),
  page('/wrongs/detail', 'wrongsDetail', pages.wrongs),

  ...group('/lecturerTask', [
    page('task', 'lecturerTask', pages.lecturerTask),
    page('homeworkReview', 'homeworkReview', pages.homeworkReview),
    page('questionnaireResults', 'questionnaireResults', pages.questionnaireResults),
  ]),
  page('/lecturerCourseDetail', 'lecturerCourseDetail', pages.lecturerCourseDetail, {
    trackPageView: 'course',
  }),

  page('/personal/personal', 'personal', personalPages.personal),
  redirectTo('/my', '/my/info'),
  page('/my/info', 'myInfo', personalPages.myInfo),
  page('/my/record', 'myRecord', achievementPages.myRecord),
  page('/Integral', 'integral', achievementPages.integral),
  page('/medalWall', 'medalWall', achievementPages.medalWall),
  page('/learningRecord', 'learningRecord', achievementPages.learningRecord),
  page('/Certificate', 'certificate', pages.certificate),
  page('/CertificateDetail', 'certificateDetail', pages.certificateDetail),
  page('/ranking/rankIntegralList', 'rankIntegralList', achievementPages.ranking, { trackPageView: 'list' }),

  redirectTo('/message', '/message/list'),
  page('/message/list', 'messageList', pages.messageList, { trackPageView: 'list' }),
  page('/message/detail', 'messageDetail', pages.messageDetail),

  ...group('/enterprise', [
    page('enterpriseCenter', 'enterpriseCenter', enterprisePages.center),
    page('studentList', 'enterpriseStudentList', enterprisePages.students, { trackPageView: 'list' }),
    page('courseSituation', 'enterpriseCourseSituation', enterprisePages.course),
    page('trainSituation', 'enterpriseTrainSituation', enterprisePages.train),
    page('examSituation', 'enterpriseExamSituation', enterprisePages.exam),
    page('liveSituation', 'enterpriseLiveSituation', enterprisePages.live),
  ]),
  ...group('/integral', [
    page('mall', 'integralMall', mallPages.mall),
    page('exchangeRecord', 'integralExchangeRecord', mallPages.exchangeRecord),
    page('shippingAddress', 'integralShippingAddress', mallPages.shippingAddress),
    page('commodityExchange', 'integralCommodityExchange', mallPages.exchangeConfirm),
    page('couponsExchange', 'integralCouponsExchange', mallPages.exchangeConfirm),
    page('exchangeSuccess', 'integralExchangeSuccess', mallPages.exchangeSuccess),
    page('goodsDetails', 'integralGoodsDetails', mallPages.itemDetail),
    page('couponsDetails', 'integralCouponsDetails', mallPages.itemDetail),
  ]),
  ...group('/buyingProcess', [
    page('order', 'buyingOrder', commercePages.order),
    page('waitPayOrder', 'buyingWaitPayOrder', commercePages.waitPayOrder),
    page('paySuccess', 'buyingPaySuccess', commercePages.paySuccess),
    page('invoice', 'buyingInvoice', commercePages.invoice),
    page('invoiceApply', 'buyingInvoiceApply', commercePages.invoiceApply),
    page('invoiceSuccess', 'buyingInvoiceSuccess', commercePages.invoiceSuccess),
  ]),
  // The built-in sandbox gateway's own payment page (a real gateway's cashier lives on its own site).
  publicPage('/sandboxPay', 'sandboxPay', commercePages.sandboxPay, { fullscreen: true }),
  ...group('/approvalCenter', [
    page('approveIndex', 'approveIndex', approvalPages.center),
    page('center', 'approvalCenter', approvalPages.center),
    page('details', 'approvalDetails', approvalPages.details),
    page('chapter', 'approvalChapter', approvalPages.chapter),
    page('buyTrain', 'approvalBuyTrain', approvalPages.buyTrain),
    page('courseNeeds', 'approvalCourseNeeds', approvalPages.courseNeeds),
    page('courseDevelopment', 'approvalCourseDevelopment', approvalPages.courseDevelopment),
    page('tutorCertification', 'approvalTutorCertification', approvalPages.tutorCertification),
    page('lecturerCertification', 'approvalLecturerCertification', approvalPages.lecturerCertification),
    page('workStudyDoctorate', 'approvalWorkStudyDoctorate', approvalPages.workStudyDoctorate),
    page('outsideTrain', 'approvalOutsideTrain', approvalPages.outsideTrain),
    page('trainingLeave', 'approvalTrainingLeave', approvalPages.trainingLeave),
    page('outsideTrainingSignup', 'approvalOutsideTrainingSignup', approvalPages.outsideTrainingSignup),
    page('trainingNeeds', 'approvalTrainingNeeds', approvalPages.trainingNeeds),
    page('submitSucceed', 'approvalSubmitSucceed', approvalPages.submitSucceed),
    page('applyError', 'approvalApplyError', approvalPages.applyError),
  ]),
];
