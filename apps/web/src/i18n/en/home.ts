// English texts of the home page.
import type { Translation } from '../types.ts';
import type { home as zh } from '../zh-CN/home.ts';

export const home: Translation<typeof zh> = {
  banner: {
    label: 'Home banner',
    welcome: 'Welcome to {{site}}',
    slogan: 'Keep learning, grow every day',
  },
  sections: {
    myTasks: 'My tasks',
    pendingTasks: '{{count}} tasks to complete',
    latestLives: 'Latest lives',
    hotCourses: 'Popular courses',
    trainingCenter: 'Training center',
    newsCenter: 'News center',
    more: 'More',
    moreOf: 'More {{section}}',
  },
  profile: {
    title: 'Personal information',
    totalPoints: 'Total points',
    totalHours: 'Total hours',
    monthPoints: 'Points this month',
    monthHours: 'Hours this month',
    guestTitle: 'Sign in to see your learning data',
    loginNow: 'Sign in now',
    noOrg: 'No department assigned',
  },
  side: {
    coursesInProgress: 'Courses in progress',
    monthlyPointsRanking: 'Points ranking this month',
    monthlyHoursRanking: 'Hours ranking this month',
  },
};
