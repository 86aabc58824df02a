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
    pendingTasks: 'Tasks to complete: {{count}}',
    latestLives: 'Latest lives',
    hotCourses: 'Popular courses',
    trainingCenter: 'Training center',
    newsCenter: 'News center',
    more: 'More',
    moreOf: 'More {{section}}',
    loadFailed: 'Could not load, please try again later',
  },
  tasks: {
    exam: 'Exam',
    course: 'Course',
    examOpen: 'Exam open now',
    examUpcoming: 'Exam not started',
    examTime: '{{begin}} to {{end}}',
    progress: '{{percent}}% done',
    deadline: 'Due: {{time}}',
    noDeadline: 'No deadline',
    previous: 'Previous tasks',
    next: 'Next tasks',
    view: 'Group {{current}} of {{total}}',
  },
  profile: {
    title: 'Personal information',
    totalPoints: 'Total points',
    totalHours: 'Total hours',
    monthPoints: 'Points this month',
    monthHours: 'Hours this month',
    hours: '{{hours}} h',
    hoursFailed: 'Could not load your study hours',
    guestTitle: 'Sign in to see your learning data',
    loginNow: 'Sign in now',
    noOrg: 'No department assigned',
  },
  hot: {
    lecturer: 'Lecturer: {{name}}',
    rating: 'Rated {{score}} out of 5',
    unrated: 'Not rated yet',
    learners_one: '{{count}} learner',
    learners_other: '{{count}} learners',
  },
  side: {
    pointsValue: '{{count}} pts',
    coursesInProgress: 'Courses in progress',
    monthlyPointsRanking: 'Points ranking this month',
    monthlyHoursRanking: 'Hours ranking this month',
    progressOf: 'Progress of {{name}}',
  },
};
