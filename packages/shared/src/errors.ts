// The error catalogue (SPEC §8, DESIGN §3): the common failures and each domain's own
// (packages/shared/src/<domain>/errors.ts), composed into one map of stable codes.
import { accountErrors } from './account/errors.ts';
import { authErrors } from './auth/errors.ts';
import { type CatalogueEntry, commonErrors } from './common/errors.ts';
import { courseErrors } from './course/errors.ts';
import { examErrors } from './exam/errors.ts';
import { fileErrors } from './file/errors.ts';
import { homeworkErrors } from './homework/errors.ts';
import { liveErrors } from './live/errors.ts';
import { myTaskErrors } from './my-task/errors.ts';
import { orgErrors } from './org/errors.ts';
import { questionnaireErrors } from './questionnaire/errors.ts';
import { roleErrors } from './role/errors.ts';
import { spreadsheetErrors } from './spreadsheet/errors.ts';
import { trainingErrors } from './training/errors.ts';

export const errorCatalogue = {
  ...commonErrors,

  ...authErrors,
  ...accountErrors,
  ...fileErrors,

  ...liveErrors,
  ...questionnaireErrors,
  ...roleErrors,
  ...homeworkErrors,
  ...examErrors,

  ...myTaskErrors,
  ...courseErrors,
  ...orgErrors,
  ...spreadsheetErrors,
  ...trainingErrors,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;
