// The live figures of the back office's study report (the report module's registerAreaCounter /
// registerDepartmentCounter): the report never reads live tables itself, the live domain counts. A viewing
// counts in a range when it began in it. liveTimes: broadcasts the people watched; playerTimes: their
// viewings (one per person and broadcast). Per department: joined = watched a broadcast, passed = stayed to
// its end (seen within the viewer timeout of the end, as live.watched is emitted).
import { LIVE_RULES } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { atInRange } from '../report/queries.ts';
import { registerAreaCounter, registerDepartmentCounter } from '../report/study-area-service.ts';

const GONE = sql.raw(`interval '${LIVE_RULES.viewerGoneMs / 1000} seconds'`);
let registered = false;

export function registerLiveReportCounters(): void {
  if (registered) return;
  registered = true;

  registerAreaCounter('live', async (db, people, range, coversUser) => {
    const row = await queryRow(
      db,
      sql`select count(distinct v.session_id)::int as live_times, count(*)::int as player_times
        from live_viewers v join users u on u.id = v.user_id
        where v.tenant_id = ${people.tenantId} and ${atInRange(sql`v.first_seen_at`, range)} and ${coversUser('u')}`,
      { live_times: col.int, player_times: col.int },
    );
    return { liveTimes: row?.live_times ?? 0, playerTimes: row?.player_times ?? 0 };
  });

  registerDepartmentCounter('live', async (db, tenantId, range, peopleByDept) => {
    const rows = await queryRows(
      db,
      sql`select p.dept_id, count(distinct p.user_id)::int as joined,
          count(distinct p.user_id) filter (where s.state = 'ended' and v.last_seen_at > s.ended_at - ${GONE})::int as passed
        from ${peopleByDept} p join live_viewers v on v.user_id = p.user_id and v.tenant_id = ${tenantId}
        join live_sessions s on s.id = v.session_id
        where ${atInRange(sql`v.first_seen_at`, range)}
        group by p.dept_id`,
      { dept_id: col.int, joined: col.int, passed: col.int },
    );
    return new Map(rows.map((row) => [row.dept_id, { joined: row.joined, passed: row.passed }]));
  });
}
