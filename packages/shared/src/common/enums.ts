// Enums shared by several domains (SPEC §3, §4): each one an `as const` object (use its members, never bare
// numbers) plus a union type of the same name, and bilingual labels where the screens show them. A domain's
// own enums live in its folder.
import type { Lang } from '../messages.ts';
import type { Labels, ValueOf } from './types.ts';

/** Course, training and study-plan status. */
export const StudyStatus = { notStarted: 1, inProgress: 2, ended: 3 } as const;
export type StudyStatus = ValueOf<typeof StudyStatus>;

/** Labels of StudyStatus (course, training and plan status of SPEC §4). */
export const STUDY_STATUS_LABELS: Labels<StudyStatus> = {
  [StudyStatus.notStarted]: { 'zh-CN': '未开始', en: 'Not started' },
  [StudyStatus.inProgress]: { 'zh-CN': '进行中', en: 'In progress' },
  [StudyStatus.ended]: { 'zh-CN': '已结束', en: 'Ended' },
};

/** isRemove of a card (SPEC §3): 0 = assigned, cannot be removed; 1 = the learner's own choice. */
export const Removable = { no: 0, yes: 1 } as const;
export type Removable = ValueOf<typeof Removable>;

/** The label of a study status in the given language. */
export function studyStatusLabel(status: StudyStatus, lang: Lang): string {
  return STUDY_STATUS_LABELS[status][lang];
}
