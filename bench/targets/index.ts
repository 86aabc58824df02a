// Every endpoint the bench measures, in order. Add a new endpoint with one file and one line here.
import { commerceMemberCenter } from './commerce-member-center.ts';
import { communityPosts } from './community-posts.ts';
import { health } from './health.ts';
import { homeSearch } from './home-search.ts';
import { homeworkCards } from './homework-cards.ts';
import { liveWatchBeat } from './live-watch.ts';
import { mallItems } from './mall-items.ts';
import { myCourseCatalog } from './my-course-catalog.ts';
import { pointsRanking } from './points-ranking.ts';
import { questionnaireList } from './questionnaire-list.ts';
import { studyMapWay } from './study-map-way.ts';
import { studyPlanList } from './study-plan-list.ts';
import { trainList } from './train-list.ts';
import type { BenchTarget } from './types.ts';
import { userInfo } from './user-info.ts';

export const targets: BenchTarget[] = [
  health,
  userInfo,
  myCourseCatalog,
  liveWatchBeat,
  trainList,
  questionnaireList,
  studyPlanList,
  pointsRanking,
  homeworkCards,
  studyMapWay,
  mallItems,
  communityPosts,
  homeSearch,
  commerceMemberCenter,
];
