// GET myCourseCatalog (page 1, size 10) as `learner` of the scale tenant: 10,000 users, 2,000 courses,
// 1,000,000 chapter progress rows by default (apps/server/src/seed/scale-seed.ts); `--scale-size 100k|5m`
// grows or shrinks the users (and their rows) around the same learner, in a database of that size's own
// (lib/scale-size.ts). The learner's list joins assignments through their org chain and position with
// their self-added courses, the course cards and their study records, and counts total and to-do in the
// same query.
import { myTaskPaths } from '@elearning/shared';
import { SCALE_TENANT } from '../../apps/server/src/seed/scale-seed.ts';
import { requireScaleTotal, withScaleTenant } from '../lib/scale-tenant.ts';
import type { BenchTarget } from './types.ts';

const PATH = `${myTaskPaths.myCourseCatalog}?courseType=2&studyType=0&pageNo=1&pageSize=10`;

export const myCourseCatalog: BenchTarget = {
  name: 'myCourseCatalog',
  method: 'GET',
  path: PATH,
  async setup(ctx) {
    // The scale seed is PostgreSQL only; with --pglite the demo tenant's learner stands in.
    if (process.argv.includes('--pglite')) return { tenant: 'learn' };
    await withScaleTenant();
    await requireScaleTotal(ctx, 'myCourseCatalog', PATH);
    return { tenant: SCALE_TENANT };
  },
  headers: (ctx, state) => ctx.authHeaders('learner', state.tenant),
};
