// The Actor of a user who is not the caller. An approved application acts for its applicant (the approval
// module's effects): the applicant's own unit, position and identities decide what they may join, never the
// approver's. Such an actor has no session; `clientId` says who acts for them.
import { and, eq } from 'drizzle-orm';
import { type Actor, actorFromUser } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { organisations, positions, userIdentities, users } from '../../db/schema/index.ts';
import { authUserColumns } from './session-loader.ts';

export async function actorOfUser(
  db: DbOrTx,
  tenantId: string,
  userId: number,
  actingFor: string,
): Promise<Actor> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(userIdentities, eq(userIdentities.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, users.orgId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const { disabled: _disabled, vipExpiresAt, ...user } = row;
  return actorFromUser(
    { ...user, vipExpiresAt: vipExpiresAt ? new Date(vipExpiresAt) : null },
    tenantId,
    '',
    actingFor,
  );
}
