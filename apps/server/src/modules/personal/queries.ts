// Row shapes of the personal centre, written once: my profile (the banner and settings) and the other side
// of a tutor–apprentice pair with both evaluations.
import { sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

export const profileShape = {
  id: col.int,
  account: col.text,
  name: col.text,
  work_no: col.text,
  sex: col.int,
  email: col.text,
  phone: col.textOrNull,
  avatar_url: col.text,
  org_id: col.intOrNull,
  org_name: col.text,
  position_name: col.text,
  is_tutor: col.bool,
  tutor_user_id: col.intOrNull,
};
export type ProfileRow = RowOf<typeof profileShape>;

export const pairShape = {
  id: col.int,
  name: col.text,
  work_no: col.text,
  org_name: col.text,
  position_name: col.text,
  avatar_url: col.text,
  my_score: col.intOrNull,
  my_comment: col.textOrNull,
  their_score: col.intOrNull,
  their_comment: col.textOrNull,
};
export type PairRow = RowOf<typeof pairShape>;

/** The person's columns; `u` the person, `o` their unit, `p` their position. */
export const personColumns = sql`u.id, u.name, u.work_no, coalesce(o.name, '') as org_name,
  coalesce(p.name, '') as position_name, u.avatar_url`;
export const personJoins = sql`left join organisations o on o.id = u.org_id left join positions p on p.id = u.position_id`;
