// Who may see and do what with a course, declared in one place: visibility (audience 'all', or an audience
// or assignment matching the learner), the lecturer's own courses, and the SQL conditions lists use.
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { authOf } from '../auth/auth-hook.ts';

/** The person looking at courses; anonymous visitors of the opening list have no user. */
export type Viewer = {
  tenantId: string;
  userId: number | null;
  orgId: number | null;
  positionId: number | null;
};

export function viewerOf(auth: AuthContext | undefined, tenantId: string): Viewer {
  if (!auth) return { tenantId, userId: null, orgId: null, positionId: null };
  return {
    tenantId: auth.tenantId,
    userId: auth.user.id,
    orgId: auth.user.orgId,
    positionId: auth.user.positionId,
  };
}

/** A signed-in viewer. */
export type Learner = Viewer & { userId: number };

/** The signed-in caller of a route declared with `auth: 'required'`. */
export function learnerOf(request: FastifyRequest): Learner {
  const { tenantId, user } = authOf(request);
  return { tenantId, userId: user.id, orgId: user.orgId, positionId: user.positionId };
}

/** The viewer's org and its ancestors: something given to an org unit covers all its sub-units. */
function orgChain(viewer: Viewer): SQL {
  if (viewer.orgId === null) return sql`(select null::int where false)`;
  return sql`(with recursive chain as (
      select o.id, o.parent_id from organisations o where o.tenant_id = ${viewer.tenantId} and o.id = ${viewer.orgId}
      union all
      select o.id, o.parent_id from organisations o join chain on o.id = chain.parent_id
      where o.tenant_id = ${viewer.tenantId}
    ) select id from chain)`;
}

/** True when a target row (alias with target_type, target_id) names the viewer, their org chain or position. */
export function targetsViewer(alias: string, viewer: Viewer): SQL {
  if (viewer.userId === null) return sql`false`;
  const type = sql.raw(`${alias}.target_type`);
  const id = sql.raw(`${alias}.target_id`);
  const position =
    viewer.positionId === null ? sql`false` : sql`(${type} = 'position' and ${id} = ${viewer.positionId})`;
  return sql`((${type} = 'user' and ${id} = ${viewer.userId})
    or (${type} = 'org' and ${id} in ${orgChain(viewer)})
    or ${position})`;
}

/** The course (alias `c`) is assigned to the viewer. */
export function assignedToViewer(viewer: Viewer, courseAlias = 'c'): SQL {
  return sql`exists (select 1 from course_assignments a
    where a.tenant_id = ${viewer.tenantId} and a.course_id = ${sql.raw(`${courseAlias}.id`)}
    and ${targetsViewer('a', viewer)})`;
}

/**
 * The course (alias `c`) is one the viewer may find and open: not deleted, on the shelf, and either open to
 * the whole tenant or limited to an audience / assignment that names them. Lecturers always see their own.
 */
export function visibleToViewer(viewer: Viewer, courseAlias = 'c'): SQL {
  const c = (column: string) => sql.raw(`${courseAlias}.${column}`);
  const audience = sql`(${c('audience')} = 'all'
    or exists (select 1 from course_audiences au where au.tenant_id = ${viewer.tenantId}
      and au.course_id = ${c('id')} and ${targetsViewer('au', viewer)})
    or ${assignedToViewer(viewer, courseAlias)})`;
  const own = viewer.userId === null ? sql`false` : sql`${c('lecturer_id')} = ${viewer.userId}`;
  return sql`(${c('tenant_id')} = ${viewer.tenantId} and ${c('deleted_at')} is null
    and ((${c('on_shelf')} and ${audience}) or ${own}))`;
}

/** What a single-course lookup tells the policy. */
export type CourseAccessFacts = {
  lecturerId: number | null;
  onShelf: boolean;
  audienceAll: boolean;
  inAudience: boolean;
  assigned: boolean;
};

export function isLecturerOf(facts: Pick<CourseAccessFacts, 'lecturerId'>, viewer: Viewer): boolean {
  return viewer.userId !== null && facts.lecturerId === viewer.userId;
}

export function canSeeCourse(facts: CourseAccessFacts, viewer: Viewer): boolean {
  if (isLecturerOf(facts, viewer)) return true;
  return facts.onShelf && (facts.audienceAll || facts.inAudience || facts.assigned);
}

/** Lecturer endpoints act only on the lecturer's own courses. */
export function assertLecturerOf(facts: Pick<CourseAccessFacts, 'lecturerId'>, viewer: Viewer) {
  if (!isLecturerOf(facts, viewer)) throw new AppError('COURSE_NOT_LECTURER');
}

/** Only the author edits or deletes a note or an experience. */
export function assertAuthor(authorId: number, viewer: Viewer) {
  if (viewer.userId !== authorId) throw new AppError('COURSE_NOTE_NOT_AUTHOR');
}
