// Test factories of the approval domain: a released current process for a form (replacing the tenant's
// current one), an org-unit leader, and people ready to apply and approve.
import { type ApprovalForm, ProcessState, type TProcessStep } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { approvalProcesses, orgPrivileges } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';

let versions = 1000;
function nextVersion(): number {
  versions += 1;
  return versions;
}

export type StepOptions = Partial<TProcessStep> & Pick<TProcessStep, 'approverKind'>;

export function step(options: StepOptions): TProcessStep {
  return {
    name: options.name ?? `Step ${uniqueSuffix()}`,
    approverKind: options.approverKind,
    approverIds: options.approverIds ?? [],
    level: options.level ?? 1,
    mode: options.mode ?? 'any',
    ccUserIds: options.ccUserIds ?? [],
    ...(options.condition ? { condition: options.condition } : {}),
  };
}

/** Makes `steps` the released current process of `formKey` in the tenant. */
export async function makeProcess(
  testApp: TestApp,
  formKey: ApprovalForm,
  steps: TProcessStep[],
  options: { tenantId?: string; name?: string } = {},
) {
  const tenantId = options.tenantId ?? 'learn';
  const { db } = testApp.database;
  await db
    .update(approvalProcesses)
    .set({ isCurrent: false })
    .where(and(eq(approvalProcesses.tenantId, tenantId), eq(approvalProcesses.formKey, formKey)));
  const [row] = await db
    .insert(approvalProcesses)
    .values({
      tenantId,
      formKey,
      name: options.name ?? `Process ${uniqueSuffix()}`,
      version: nextVersion(),
      state: ProcessState.released,
      isCurrent: true,
      steps,
    })
    .returning();
  if (!row) throw new Error('makeProcess: no row');
  return row;
}

/** An org unit with a leader (an org admin of it) and an applicant in it. */
export async function makeUnitWithLeader(testApp: TestApp, tenantId = 'learn') {
  const unit = await makeOrgUnit(testApp, { tenantId });
  const leader = await makeSignedInUser(testApp, { tenantId, isOrgAdmin: true, orgId: unit.id });
  await testApp.database.db
    .insert(orgPrivileges)
    .values({ tenantId, userId: leader.user.id, orgId: unit.id });
  const applicant = await makeSignedInUser(testApp, { tenantId, orgId: unit.id });
  return { unit, leader, applicant };
}
