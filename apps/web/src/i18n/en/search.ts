// Texts of the one search (/search/list).

import type { Translation } from '../types.ts';
import type { search as reference } from '../zh-CN/search.ts';

export const search: Translation<typeof reference> = {
  title: 'Search',
  titleFor: 'Results for “{{keyword}}”',
  enterKeyword: 'Enter something to search for',
  all: 'All',
  didYouMean: 'Did you mean:',
  nothingFound: 'Nothing found for “{{keyword}}”',
  loadFailed: 'The search failed; try again later',
  retry: 'Retry',
  kinds: {
    course: 'Courses',
    live: 'Lives',
    training: 'Trainings',
    'study-plan': 'Study plans',
    knowledge: 'Knowledge',
    news: 'News',
    post: 'Posts',
    lecturer: 'Lecturers',
    faq: 'FAQ',
  },
};
