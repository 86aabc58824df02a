// Routes of the learning resources (SPEC §2): courses, lives, exams, trainings, knowledge, lecturers,
// news, search. List, course, live and train pages report page views. Catalogue pages served by the
// public 'external/opening' endpoints are open to guests; learning itself needs a login.
import { group, page, publicPage, type RouteDef, redirectTo } from '../meta.ts';
import { pages } from '../pages.ts';
import { commercePages } from '../pages-commerce.ts';
import { communityPages, customerServicePages, lecturerPages, newsPages } from '../pages-community.ts';
import { knowledgePages } from '../pages-knowledge.ts';
import { searchPages } from '../pages-search.ts';

export const learningRoutes: RouteDef[] = [
  redirectTo('/course', '/course/list'),
  publicPage('/course/list', 'courseList', pages.courseList, { trackPageView: 'list' }),
  publicPage('/course/detail', 'courseDetail', pages.courseDetail, { trackPageView: 'course' }),
  page('/course/learn', 'courseLearn', pages.courseLearn, { fullscreen: true, trackPageView: 'course' }),

  redirectTo('/live', '/live/list'),
  publicPage('/live/list', 'liveList', pages.liveList, { trackPageView: 'list' }),
  publicPage('/live/Detail', 'liveDetail', pages.liveDetail, { trackPageView: 'live' }),
  page('/live/WatchLive', 'liveWatch', pages.liveWatch, { trackPageView: 'live', hideCustomerService: true }),
  page('/live/replay', 'liveReplay', pages.liveReplay, { trackPageView: 'live' }),
  // The H5 watch page is opened from a QR code on phones (minimum width 220 px): no desktop frame.
  page('/live/watchliveH5', 'liveWatchH5', pages.liveWatchH5, { fullscreen: true, trackPageView: 'live' }),
  page('/watchLive', 'watchLive', pages.liveWatch, { trackPageView: 'live', hideCustomerService: true }),
  page('/beginLive', 'beginLive', pages.beginLive, { trackPageView: 'live', hideCustomerService: true }),

  redirectTo('/exam', '/exam/list'),
  publicPage('/exam/list', 'examList', pages.examList, { trackPageView: 'list' }),
  page('/exam/detail', 'examDetail', pages.examDetail),
  page('/exam/middle', 'examMiddle', pages.examMiddle),
  page('/exam/paper', 'examPaper', pages.examPaper, { fullscreen: true }),

  redirectTo('/train', '/train/index'),
  publicPage('/train/index', 'trainIndex', pages.trainIndex, { trackPageView: 'train' }),
  page('/train/detail', 'trainDetail', pages.trainDetail, { trackPageView: 'train' }),
  page('/train/sign', 'trainSign', pages.trainSign),
  page('/trainingDetailNew', 'trainingDetailNew', pages.trainDetail, { trackPageView: 'train' }),
  page('/ExternalTraining', 'externalTraining', pages.externalTraining, { trackPageView: 'train' }),
  page('/InternalTraining', 'internalTraining', pages.internalTraining, { trackPageView: 'train' }),
  publicPage('/verify/:code', 'certificateVerify', pages.certificateVerify),
  publicPage('/systemList/trainSystem', 'trainSystem', newsPages.trainSystem, { trackPageView: 'list' }),

  redirectTo('/knowledge', '/knowledge/list'),
  publicPage('/knowledge/list', 'knowledgeList', knowledgePages.list, { trackPageView: 'list' }),
  publicPage('/knowledge/detail', 'knowledgeDetail', knowledgePages.detail),
  page('/knowledge/share', 'knowledgeShare', knowledgePages.share),
  // Signed in: the tree and the node listings answer only a known viewer (what is filed depends on visibility).
  page('/knowledge-system', 'knowledgeSystem', knowledgePages.system),

  redirectTo('/lecturer', '/lecturer/list'),
  publicPage('/lecturer/list', 'lecturerList', lecturerPages.list, { trackPageView: 'list' }),
  publicPage('/lecturer/detail', 'lecturerDetail', lecturerPages.detail),

  redirectTo('/news', '/news/list'),
  publicPage('/news/list', 'newsList', newsPages.list, { trackPageView: 'list' }),
  publicPage('/news/details', 'newsDetails', newsPages.detail),

  redirectTo('/search', '/search/list'),
  page('/search/list', 'searchList', searchPages.list, { trackPageView: 'list' }),
  // The learner's own lists: a guest is sent to sign in first.
  page('/learn/list', 'learnList', pages.learnList, { trackPageView: 'list' }),
  page('/memberCenter', 'memberCenter', commercePages.memberCenter, { trackPageView: 'member' }),
  page('/smartCService', 'smartCService', customerServicePages.smartService, { hideCustomerService: true }),

  ...group('/community', [
    page('recommended', 'communityRecommended', communityPages.recommended),
    page('communityDetails', 'communityDetails', communityPages.mine),
    page('otherHomePage', 'communityOtherHomePage', communityPages.user),
    page('zoneHomePage', 'communityZoneHomePage', communityPages.zone),
    page('postDetails', 'communityPostDetails', communityPages.post),
  ]),
  ...group('/operating', [
    page('activitiesCenter', 'activitiesCenter', commercePages.activitiesCenter),
    page('activityDetails', 'activityDetails', commercePages.activityDetails),
    page('couponsDetails', 'operatingCouponsDetails', commercePages.couponsDetails),
  ]),
];
