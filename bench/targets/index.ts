// Every endpoint the bench measures, in order. Add a new endpoint with one file and one line here.
import { health } from './health.ts';
import { liveWatchBeat } from './live-watch.ts';
import { myCourseCatalog } from './my-course-catalog.ts';
import { questionnaireList } from './questionnaire-list.ts';
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
];
