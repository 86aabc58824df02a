// The error catalogue (SPEC §8, DESIGN §3): the common failures and each domain's own
// (packages/shared/src/<domain>/errors.ts), composed into one map of stable codes.
import { accountErrors } from './account/errors.ts';
import { achievementErrors } from './achievement/errors.ts';
import { approvalErrors } from './approval/errors.ts';
import { authErrors } from './auth/errors.ts';
import { commerceErrors } from './commerce/errors.ts';
import { type CatalogueEntry, commonErrors } from './common/errors.ts';
import { communityErrors } from './community/errors.ts';
import { courseErrors } from './course/errors.ts';
import { customerServiceErrors } from './customer-service/errors.ts';
import { enterpriseErrors } from './enterprise/errors.ts';
import { examErrors } from './exam/errors.ts';
import { fileErrors } from './file/errors.ts';
import { homeworkErrors } from './homework/errors.ts';
import { knowledgeErrors } from './knowledge/errors.ts';
import { liveErrors } from './live/errors.ts';
import { mallErrors } from './mall/errors.ts';
import { myTaskErrors } from './my-task/errors.ts';
import { newsErrors } from './news/errors.ts';
import { orgErrors } from './org/errors.ts';
import { personalErrors } from './personal/errors.ts';
import { questionnaireErrors } from './questionnaire/errors.ts';
import { roleErrors } from './role/errors.ts';
import { spreadsheetErrors } from './spreadsheet/errors.ts';
import { studyMapErrors } from './study-map/errors.ts';
import { studyPlanErrors } from './study-plan/errors.ts';
import { trainingErrors } from './training/errors.ts';
import { trainingClassroomErrors } from './training/errors-classroom.ts';

export const errorCatalogue = {
  ...commonErrors,

  ...authErrors,
  ...accountErrors,
  ...fileErrors,

  ...liveErrors,
  ...commerceErrors,
  ...mallErrors,
  ...knowledgeErrors,
  ...newsErrors,
  ...customerServiceErrors,
  ...communityErrors,
  ...questionnaireErrors,
  ...studyPlanErrors,
  ...roleErrors,
  ...homeworkErrors,
  ...examErrors,

  ...myTaskErrors,
  ...courseErrors,
  ...orgErrors,
  ...spreadsheetErrors,
  ...studyMapErrors,
  ...trainingErrors,
  ...trainingClassroomErrors,
  ...achievementErrors,
  ...approvalErrors,
  ...personalErrors,
  ...enterpriseErrors,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;
