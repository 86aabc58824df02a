// Who may see and do what with a course, decided here and nowhere else: visibility (audience 'all', or an
// audience or assignment naming the person — through their org chain or position), the lecturer's own
// courses, authorship of notes and experiences, and the SQL twins lists filter with. Everything another
// tenant owns, and every course one may not see, is simply not found (404).
import { type SQL, sql } from 'drizzle-orm';
import type { Actor, Visitor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { holdsPrivilege } from '../../core/back-office.ts';
import { type DataScope, dataScopeOf, inDataScope } from '../../core/data-scope.ts';
import { orgChainUp, type ScopeSubject, targetsSubject } from '../../core/org-scope.ts';
import type { AuthContext } from '../../core/request-context.ts';
import type { Db } from '../../db/client.ts';

/** A signed-in caller, or a visitor of the opening paths who may be anonymous. */
type Caller = Actor | Visitor;

/** The person a caller is, for target matching; null for an anonymous visitor. */
export function subjectOf(caller: Caller): ScopeSubject | null {
  return 'actor' in caller ? caller.actor : caller;
}

/** SQL: the course (alias `c`) is assigned to the caller. */
export function courseAssignedTo(caller: Caller, courseAlias = 'c'): SQL {
  const subject = subjectOf(caller);
  if (!subject) return sql`false`;
  return sql`exists (select 1 from course_assignments a
    where a.tenant_id = ${caller.tenantId} and a.course_id = ${sql.raw(`${courseAlias}.id`)}
    and ${targetsSubject('a', subject)})`;
}

/** SQL: the course (alias `c`) limits its audience to a group that names the caller. */
export function courseAudienceHas(caller: Caller, courseAlias = 'c'): SQL {
  const subject = subjectOf(caller);
  if (!subject) return sql`false`;
  return sql`exists (select 1 from course_audiences au where au.tenant_id = ${caller.tenantId}
    and au.course_id = ${sql.raw(`${courseAlias}.id`)} and ${targetsSubject('au', subject)})`;
}

/**
 * SQL: the course (alias `c`) is one the caller may find and open: not deleted, on the shelf, and either
 * open to the whole tenant or limited to an audience / assignment that names them. Lecturers always see
 * their own.
 */
export function courseVisibleTo(caller: Caller, courseAlias = 'c'): SQL {
  const c = (column: string) => sql.raw(`${courseAlias}.${column}`);
  const subject = subjectOf(caller);
  const audience = sql`(${c('audience')} = 'all' or ${courseAudienceHas(caller, courseAlias)}
    or ${courseAssignedTo(caller, courseAlias)})`;
  const own = subject ? sql`${c('lecturer_id')} = ${subject.userId}` : sql`false`;
  return sql`(${c('tenant_id')} = ${caller.tenantId} and ${c('deleted_at')} is null
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

export function isLecturerOf(facts: Pick<CourseAccessFacts, 'lecturerId'>, caller: Caller): boolean {
  const subject = subjectOf(caller);
  return subject !== null && facts.lecturerId === subject.userId;
}

export function canSeeCourse(facts: CourseAccessFacts, caller: Caller): boolean {
  if (isLecturerOf(facts, caller)) return true;
  return facts.onShelf && (facts.audienceAll || facts.inAudience || facts.assigned);
}

/** The course when the caller may see it; one they may not see (or that does not exist here) is a 404. */
export function requireVisible<T extends CourseAccessFacts>(facts: T | null, caller: Caller): T {
  if (!facts || !canSeeCourse(facts, caller)) throw new AppError('NOT_FOUND');
  return facts;
}

/** Lecturer endpoints act only on the lecturer's own courses: missing is 404, someone else's 403. */
export function requireLecturerOf<T extends Pick<CourseAccessFacts, 'lecturerId'>>(
  course: T | undefined,
  actor: Actor,
): T {
  if (!course) throw new AppError('NOT_FOUND');
  if (!isLecturerOf(course, actor)) throw new AppError('COURSE_NOT_LECTURER');
  return course;
}

/** Only the author edits or deletes a note or an experience; another tenant's row is not found. */
export function requireAuthor<T extends { userId: number }>(row: T | undefined, actor: Actor): T {
  if (!row) throw new AppError('NOT_FOUND');
  if (row.userId !== actor.userId) throw new AppError('COURSE_NOTE_NOT_AUTHOR');
  return row;
}

/** A row the caller asked for by id that is not in their tenant (a learner, a note): 404. */
export function requireFound<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError('NOT_FOUND');
  return row;
}

// ---- back office -------------------------------------------------------------------------------------

/** SQL: the course (alias) is inside the back-office caller's data scope — by its author and their unit. */
export function courseInScope(tenantId: string, scope: DataScope, courseAlias = 'c'): SQL {
  const author = sql.raw(`${courseAlias}.created_by`);
  return inDataScope(tenantId, scope, {
    org: sql`(select au.org_id from users au where au.id = ${author})`,
    owner: author,
  });
}

/**
 * SQL: the category (alias `cc`) is one the back-office caller may see and file courses under: inside their
 * data scope, and open to the whole tenant or to a unit of their org chain (or made by them).
 */
export function categoryVisibleTo(actor: Actor, scope: DataScope, alias = 'cc'): SQL {
  const c = (column: string) => sql.raw(`${alias}.${column}`);
  if (scope.kind === 'all') return sql`${c('tenant_id')} = ${actor.tenantId} and ${c('deleted_at')} is null`;
  return sql`${c('tenant_id')} = ${actor.tenantId} and ${c('deleted_at')} is null and (
    ${c('created_by')} = ${actor.userId}
    or not exists (select 1 from course_category_orgs v where v.category_id = ${c('id')})
    or exists (select 1 from course_category_orgs v where v.category_id = ${c('id')}
      and v.org_id in ${orgChainUp(actor.tenantId, actor.orgId)}))`;
}

/** A record the back-office caller asked for that is outside their tenant or data scope: 404. */
export function requireInScope<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The data scope of a caller on a route the lecturer tab and the back office share: their role's scope when
 * they hold `code`, null when they pass as a lecturer (own courses only).
 */
export async function sharedRouteScope(db: Db, actor: Actor, auth: AuthContext, code: string) {
  return (await holdsPrivilege(db, auth, code)) ? dataScopeOf(db, actor) : null;
}
