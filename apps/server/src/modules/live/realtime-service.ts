// Live chat, likes and state changes over the existing websocket hub (msgType 12). One publish per event
// reaches every server instance (NOTIFY on PostgreSQL); each instance delivers to its own sockets of the
// live's current viewers, lecturer and staff.
import { LIVE_MSG_TYPE, LIVE_RULES, type TLiveRealtime } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';

const TOPIC = 'live.fanout';
/** Recipients per published payload (NOTIFY payloads are limited to about 8 kB). */
const IDS_PER_PAYLOAD = 800;

type Fanout = { t: string; u: number[]; m: TLiveRealtime };

function isFanout(value: unknown): value is Fanout {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.t === 'string' && Array.isArray(record.u) && typeof record.m === 'object';
}

/** Hooks this instance's sockets to the live topic; returns the unsubscribe function. */
export function listenForLiveEvents(hub: RealtimeHub): () => void {
  return hub.subscribe(TOPIC, (payload) => {
    if (!isFanout(payload)) return;
    const message = { msgType: LIVE_MSG_TYPE, data: payload.m };
    for (const userId of payload.u)
      if (typeof userId === 'number') hub.deliverLocally(payload.t, userId, message);
  });
}

/** Who hears a live's events: viewers seen lately, the lecturer, guests and assistants. */
async function audienceOf(db: DbOrTx, tenantId: string, liveId: number): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`select v.user_id from live_viewers v join live_sessions s on s.id = v.session_id and s.state = 'live'
        where v.tenant_id = ${tenantId} and v.live_id = ${liveId}
          and v.last_seen_at > now() - ${sql.raw(`interval '${LIVE_RULES.viewerGoneMs / 1000} seconds'`)}
      union select lecturer_id from live_plans where tenant_id = ${tenantId} and id = ${liveId}
      union select user_id from live_staff where tenant_id = ${tenantId} and live_id = ${liveId}`,
    { user_id: col.int },
  );
  return rows.map((row) => row.user_id);
}

export async function sendLiveEvent(hub: RealtimeHub, db: DbOrTx, tenantId: string, message: TLiveRealtime) {
  const ids = await audienceOf(db, tenantId, message.liveId);
  for (let index = 0; index < ids.length; index += IDS_PER_PAYLOAD)
    await hub.publish(TOPIC, {
      t: tenantId,
      u: ids.slice(index, index + IDS_PER_PAYLOAD),
      m: message,
    } satisfies Fanout);
}
