// Failures of classrooms and the training catalogue, spread into the error catalogue by errors.ts.
import type { CatalogueEntry } from '../common/errors.ts';

export const trainingClassroomErrors = {
  CLASSROOM_NAME_TAKEN: { status: 409, resCode: 409, message: 'classroom.nameTaken' },
  CLASSROOM_RESERVED: { status: 409, resCode: 409, message: 'classroom.reserved' },
  CLASSROOM_DISABLED: { status: 409, resCode: 409, message: 'classroom.disabled' },
  CLASSROOM_CATEGORY_UNAVAILABLE: { status: 400, resCode: 400, message: 'classroom.categoryUnavailable' },
  TRAIN_CATEGORY_NAME_TAKEN: { status: 409, resCode: 409, message: 'trainCatalog.nameTaken' },
  TRAIN_CATEGORY_PARENT: { status: 400, resCode: 400, message: 'trainCatalog.parent' },
  TRAIN_CATEGORY_IN_USE: { status: 409, resCode: 409, message: 'trainCatalog.inUse' },
} as const satisfies Record<string, CatalogueEntry>;
