// Failures of the My Task domain, spread into the error catalogue by errors.ts: a stable code, its HTTP
// status, the resCode the client sees and the message key it is shown with.
import type { CatalogueEntry } from '../common/errors.ts';

export const myTaskErrors = {
  /** Removing an assigned item; the whole request is refused (response: TStudyItemsAssigned). */
  MY_TASK_ITEM_ASSIGNED: { status: 409, resCode: 409, message: 'myTask.assignedNotRemovable' },
} as const satisfies Record<string, CatalogueEntry>;
