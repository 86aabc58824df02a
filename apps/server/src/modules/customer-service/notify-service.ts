// Pushes a new chat message over the websocket: to the conversation's learner, its agent, or (a hand-off)
// every agent of the tenant whose role holds the inbox code. Delivery is best effort: the pages also read
// the conversation when they open, so a missed frame loses nothing.
import { CUSTOMER_SERVICE_MSG_TYPE, customerServicePrivilegeCodes, type TChatPush } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/app-deps.ts';
import { readRoleGrant } from '../../core/back-office.ts';
import { col, queryRows } from '../../db/rows.ts';

type Deps = Pick<AppDeps, 'db' | 'realtime'>;

export async function pushToUsers(deps: Deps, tenantId: string, userIds: number[], push: TChatPush) {
  await Promise.all(
    userIds.map((userId) =>
      deps.realtime.sendToUser(tenantId, userId, { msgType: CUSTOMER_SERVICE_MSG_TYPE, data: push }),
    ),
  );
}

/** The tenant's people whose back-office role holds the inbox (the agents). */
export async function agentsOf(deps: Deps, tenantId: string): Promise<number[]> {
  const people = await queryRows(
    deps.db,
    sql`select u.id, i.role_id from users u join user_identities i on i.user_id = u.id
      where u.tenant_id = ${tenantId} and i.role_id <> 0 and not u.disabled`,
    { id: col.int, role_id: col.int },
  );
  const grants = new Map<number, boolean>();
  for (const roleId of new Set(people.map((person) => person.role_id))) {
    const grant = await readRoleGrant(deps.db, tenantId, roleId);
    grants.set(roleId, grant.codes.has(customerServicePrivilegeCodes.inbox));
  }
  return people.filter((person) => grants.get(person.role_id)).map((person) => person.id);
}
