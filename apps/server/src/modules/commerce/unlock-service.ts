// What a paid course or training unlocks, and when: when its order is fulfilled (`commerce.fulfilled`, after
// the payment's transaction commits), the course is assigned to the buyer — so a course limited to its
// audience opens for them — and the buyer is signed up to the training under the training's own sign-up rules
// (as the approval form "buy train" does). A refund (`commerce.refunded`) takes both back. Only the course and
// training modules' exported services are called; commerce never writes their tables. Each event is handled
// once by the dispatcher (core/domain-events.ts), in a transaction of its own, retried if it fails.
import { ApplyJoinStatus, commerceEvents, ProductKind } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { type DomainEvent, onDomainEvent } from '../../core/domain-events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { actorOfUser } from '../auth/user-actor-service.ts';
import { assignCourse, listAssignments, unassignCourse } from '../course/admin-assign-service.ts';
import { findCourseAccess } from '../course/course-service.ts';
import { canSeeCourse } from '../course/policy.ts';
import { getTenantTraining } from '../training/catalog-service.ts';
import { signUpOpen } from '../training/policy.ts';
import { applyStatusOf, signUp } from '../training/signup-service.ts';
import { removeTrainingsFromStudy } from '../training/study-service.ts';
import type { ProductRow } from './queries.ts';

/** The whole tenant: the purchase itself is the buyer's right to the course, whoever authored it. */
const TENANT_SCOPE = { kind: 'all' } as const;

/** A Drizzle transaction is a database whose `transaction` opens a savepoint inside ours. */
const asDb = (tx: DbOrTx): Db => tx;

type Purchase = { buyer: Actor; kind: string; refId: number };

async function purchaseOf(tx: DbOrTx, event: DomainEvent): Promise<Purchase | null> {
  const { productKind, refId } = event.data;
  if (typeof refId !== 'number' || typeof productKind !== 'string' || event.userId === null) return null;
  if (productKind !== ProductKind.course && productKind !== ProductKind.training) return null;
  const buyer = await actorOfUser(tx, event.tenantId, event.userId, 'commerce');
  return { buyer, kind: productKind, refId };
}

/**
 * A rule refusal of the other domain (the course was deleted, the training closed or filled between order and
 * payment) would refuse every retry too: the order stays paid and the back office sees it (and refunds it).
 * Its work ran in a savepoint (their services open one), so our transaction goes on.
 */
async function unlessRefused(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

async function unlock(tx: DbOrTx, event: DomainEvent) {
  const purchase = await purchaseOf(tx, event);
  if (!purchase) return;
  const { buyer, refId } = purchase;
  if (purchase.kind === ProductKind.course) {
    const target = { type: 'user' as const, id: buyer.userId };
    await unlessRefused(() =>
      assignCourse(tx, buyer, TENANT_SCOPE, { courseId: refId, targets: [target], deadline: undefined }),
    );
    return;
  }
  await unlessRefused(() => signUp(asDb(tx), buyer, refId));
}

async function lock(tx: DbOrTx, event: DomainEvent) {
  const purchase = await purchaseOf(tx, event);
  if (!purchase) return;
  const { buyer, refId } = purchase;
  if (purchase.kind === ProductKind.training) {
    await removeTrainingsFromStudy(tx, buyer, [refId]);
    return;
  }
  await unlessRefused(async () => {
    const ids: number[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const query = { courseId: refId, pageNo, pageSize: 100 };
      const { rows } = await listAssignments(tx, buyer, TENANT_SCOPE, query);
      for (const row of rows)
        if (row.target_type === 'user' && row.target_id === buyer.userId) ids.push(row.id);
      if (rows.length < query.pageSize) break;
    }
    if (ids.length > 0) await unassignCourse(tx, buyer, TENANT_SCOPE, { courseId: refId, ids });
  });
}

/**
 * Refuses an order that could unlock nothing: a course the buyer can already open, a training whose
 * sign-up is closed (or that they already joined).
 */
export async function requireUnlockable(tx: DbOrTx, actor: Actor, product: ProductRow, now: number) {
  if (product.ref_id === null) return;
  if (product.kind === ProductKind.course) {
    const access = await findCourseAccess(tx, actor, product.ref_id);
    if (access && canSeeCourse(access, actor)) throw new AppError('COMMERCE_ALREADY_OWNED');
  } else if (product.kind === ProductKind.training) {
    const training = await getTenantTraining(tx, actor.tenantId, product.ref_id, actor.userId);
    if (applyStatusOf(training) !== ApplyJoinStatus.notRegistered)
      throw new AppError('COMMERCE_ALREADY_OWNED');
    if (!signUpOpen(training, now)) throw new AppError('COMMERCE_SIGNUP_CLOSED');
  }
}

let registered = false;

/** Registers the consumers once per process. */
export function registerCommerceUnlock(): void {
  if (registered) return;
  registered = true;
  onDomainEvent(commerceEvents.fulfilled, unlock);
  onDomainEvent(commerceEvents.refunded, lock);
}
