// Figures of study areas whose data another domain owns (live streams, study plans, trainings). The report
// never reads those domains' tables: each domain registers a counter when its module starts, and an area
// whose domain registered none truthfully has nothing to count yet.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PeopleScope } from './policy.ts';
import type { DayRange } from './queries.ts';

export type AreaFigures = {
  live: { liveTimes: number; playerTimes: number };
  plan: { compulsoryNum: number; compulsoryStudents: number; compulsoryTime: number };
  train: { trainNum: number; trainStudents: number; trainTime: number; trainPass: number };
};
export type OtherArea = keyof AreaFigures;

/**
 * A domain's counter: the figures of its area over the people `coversUser(alias)` admits in the range.
 * `trainPass` is a percentage (0–100); times are in seconds (the report turns them into hours).
 */
export type AreaCounter<A extends OtherArea> = (
  db: Db,
  people: PeopleScope,
  range: DayRange,
  coversUser: (userAlias: string) => SQL,
) => Promise<AreaFigures[A]>;

/** Per department: how many joined and how many passed (attended, completed) in the range. */
export type DepartmentCounter = (
  db: Db,
  tenantId: string,
  range: DayRange,
  /** SQL selecting (user_id, dept_id) of every person counted, each under their top department. */
  peopleByDept: SQL,
) => Promise<Map<number, { joined: number; passed: number }>>;

const EMPTY: AreaFigures = {
  live: { liveTimes: 0, playerTimes: 0 },
  plan: { compulsoryNum: 0, compulsoryStudents: 0, compulsoryTime: 0 },
  train: { trainNum: 0, trainStudents: 0, trainTime: 0, trainPass: 0 },
};

const areaCounters = new Map<OtherArea, AreaCounter<OtherArea>>();
const departmentCounters = new Map<'live' | 'train', DepartmentCounter>();

/** The area's counter from now on; the function returned puts back the one it replaced (a test's stand-in). */
export function registerAreaCounter<A extends OtherArea>(area: A, counter: AreaCounter<A>): () => void {
  const replaced = areaCounters.get(area);
  areaCounters.set(area, counter as unknown as AreaCounter<OtherArea>);
  return () => {
    if (replaced) areaCounters.set(area, replaced);
    else areaCounters.delete(area);
  };
}

export function registerDepartmentCounter(area: 'live' | 'train', counter: DepartmentCounter): void {
  departmentCounters.set(area, counter);
}

export async function countArea<A extends OtherArea>(
  db: Db,
  area: A,
  people: PeopleScope,
  range: DayRange,
  coversUser: (userAlias: string) => SQL,
): Promise<AreaFigures[A]> {
  const counter = areaCounters.get(area);
  return counter ? ((await counter(db, people, range, coversUser)) as AreaFigures[A]) : EMPTY[area];
}

export function departmentCounterOf(area: 'live' | 'train'): DepartmentCounter | undefined {
  return departmentCounters.get(area);
}
