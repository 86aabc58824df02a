// The back office's reusable pieces for domain pages (features/<domain>/admin/): list and form screens,
// confirmations, downloads. Import from here: `import { ListPage, confirmAction } from '../../../admin/components/index.ts'`.
export { type ConfirmActionOptions, confirmAction } from './confirmAction.ts';
export { downloadFile, saveBlob } from './download.ts';
export { FormPage, type FormPageProps } from './FormPage.tsx';
export { adminFeedback } from './feedback.tsx';
export {
  type BatchAction,
  type ExportTo,
  type Filters,
  ListPage,
  type ListPageProps,
  type ListQuery,
  type ListReply,
  type SearchField,
  type SearchOption,
} from './ListPage.tsx';
export { type RowAction, RowActions } from './RowActions.tsx';
export { describeIssue, type FieldErrors, serverFieldErrors, useZodForm } from './useZodForm.ts';
