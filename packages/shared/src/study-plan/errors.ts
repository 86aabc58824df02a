// Failures of the study-plan domain.
import type { CatalogueEntry } from '../common/errors.ts';

export const studyPlanErrors = {
  STUDY_PLAN_ITEM_NOT_FOUND: { status: 400, resCode: 400, message: 'studyPlan.itemNotFound' },
  STUDY_PLAN_PREREQUISITE_INVALID: { status: 400, resCode: 400, message: 'studyPlan.prerequisiteInvalid' },
  STUDY_PLAN_ELECTIVES_TOO_MANY: { status: 400, resCode: 400, message: 'studyPlan.electivesTooMany' },
  STUDY_PLAN_TARGET_NOT_FOUND: { status: 400, resCode: 400, message: 'studyPlan.targetNotFound' },
  STUDY_PLAN_AUDIENCE_REQUIRED: { status: 400, resCode: 400, message: 'studyPlan.audienceRequired' },
  STUDY_PLAN_PUBLISHED_NO_DELETE: { status: 409, resCode: 409, message: 'studyPlan.publishedNoDelete' },
  STUDY_PLAN_LOCKED: { status: 409, resCode: 409, message: 'studyPlan.locked' },
  STUDY_PLAN_CATEGORY_NAME_TAKEN: { status: 409, resCode: 409, message: 'studyPlan.categoryNameTaken' },
  STUDY_PLAN_CATEGORY_PARENT: { status: 400, resCode: 400, message: 'studyPlan.categoryParent' },
  STUDY_PLAN_CATEGORY_IN_USE: { status: 409, resCode: 409, message: 'studyPlan.categoryInUse' },
} as const satisfies Record<string, CatalogueEntry>;
