// The message catalogue: every user-facing message the server and the web app share, composed from the
// common messages and each domain's own (packages/shared/src/<domain>/messages.ts), plus translation.
import { accountMessages } from './account/messages.ts';
import { achievementMessages } from './achievement/messages.ts';
import { approvalMessages } from './approval/messages.ts';
import { authMessages } from './auth/messages.ts';
import { commerceMessages } from './commerce/messages.ts';
import { DEFAULT_LANG, type Lang } from './common/lang.ts';
import { type Bilingual, commonMessages } from './common/messages.ts';
import { communityMessages } from './community/messages.ts';
import { courseMessages } from './course/messages.ts';
import { customerServiceMessages } from './customer-service/messages.ts';
import { enterpriseMessages } from './enterprise/messages.ts';
import { examMessages } from './exam/messages.ts';
import { fileMessages } from './file/messages.ts';
import { homeworkMessages } from './homework/messages.ts';
import { knowledgeMessages } from './knowledge/messages.ts';
import { liveMessages } from './live/messages.ts';
import { mallMessages } from './mall/messages.ts';
import { myTaskMessages } from './my-task/messages.ts';
import { newsMessages } from './news/messages.ts';
import { orgMessages } from './org/messages.ts';
import { personalMessages } from './personal/messages.ts';
import { questionnaireMessages } from './questionnaire/messages.ts';
import { reportMessages } from './report/messages.ts';
import { roleMessages } from './role/messages.ts';
import { searchMessages } from './search/messages.ts';
import { siteMessages } from './site/messages.ts';
import { spreadsheetMessages } from './spreadsheet/messages.ts';
import { studyMapMessages } from './study-map/messages.ts';
import { studyPlanMessages } from './study-plan/messages.ts';
import { systemMessages } from './system/messages.ts';
import { trainingMessages } from './training/messages.ts';
import { trainingClassroomMessages } from './training/messages-classroom.ts';

export { DEFAULT_LANG, type Lang, pickLang } from './common/lang.ts';

export const messages = {
  ...commonMessages,
  ...authMessages,
  ...accountMessages,
  ...systemMessages,
  ...myTaskMessages,
  ...examMessages,
  ...courseMessages,
  ...orgMessages,
  ...spreadsheetMessages,
  ...reportMessages,
  ...fileMessages,
  ...liveMessages,
  ...commerceMessages,
  ...mallMessages,
  ...knowledgeMessages,
  ...newsMessages,
  ...customerServiceMessages,
  ...communityMessages,
  ...questionnaireMessages,
  ...studyPlanMessages,
  ...studyMapMessages,
  ...roleMessages,
  ...searchMessages,
  ...siteMessages,
  ...homeworkMessages,
  ...trainingMessages,
  ...trainingClassroomMessages,
  ...achievementMessages,
  ...approvalMessages,
  ...personalMessages,
  ...enterpriseMessages,
} as const satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** Formats a catalogue message in the given language, filling `{name}` placeholders. */
export function translate(key: MessageKey, lang: Lang = DEFAULT_LANG, params?: MessageParams): string {
  const template: string = messages[key][lang] ?? messages[key][DEFAULT_LANG];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
