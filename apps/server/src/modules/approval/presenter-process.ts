// Replies of the process designer.
import type { TApprovalProcess } from '@elearning/shared';
import type { ProcessRow } from './process-service.ts';

export function presentProcess(row: ProcessRow): TApprovalProcess {
  return {
    processId: row.id,
    processName: row.name,
    formKey: row.form_key,
    categoryId: row.category_id,
    version: row.version,
    state: row.state,
    remark: row.remark,
    steps: row.steps,
    updateTime: row.updated_at,
  };
}
