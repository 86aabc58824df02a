// GET homeSearch (page 1, size 10, every tab) as `learner` of the scale tenant over 100 000 indexed items
// (apps/server/src/seed/scale-search-seed.ts, made by the setup when missing; PostgreSQL only) for a
// two-character Chinese word found in about 1 % of them: the page ranked by relevance, the total and the
// per-tab counts. Issue 16's goal: ≥ 25 % of the SELECT 1 ceiling, p99 < 50 ms.
import { searchPaths } from '@elearning/shared';
import {
  SEARCH_BENCH_DOCUMENTS,
  SEARCH_BENCH_WORD,
  seedScaleSearch,
} from '../../apps/server/src/seed/scale-search-seed.ts';
import { SCALE_TENANT } from '../../apps/server/src/seed/scale-seed.ts';
import { requireScaleTotal, withScaleTenant } from '../lib/scale-tenant.ts';
import type { BenchTarget } from './types.ts';

const PATH = `${searchPaths.homeSearch}?keyword=${encodeURIComponent(SEARCH_BENCH_WORD)}&pageNo=1&pageSize=10`;

export const homeSearch: BenchTarget = {
  name: 'homeSearch',
  method: 'GET',
  path: PATH,
  async setup(ctx) {
    if (process.argv.includes('--pglite')) return { tenant: 'learn' };
    await withScaleTenant(async (database) => {
      const started = Date.now();
      const documents = await seedScaleSearch(database, SEARCH_BENCH_DOCUMENTS);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stderr.write(`[bench] homeSearch: ${documents} search documents (${seconds} s)\n`);
    });
    await requireScaleTotal(ctx, 'homeSearch', PATH);
    return { tenant: SCALE_TENANT };
  },
  headers: (ctx, state) => ctx.authHeaders('learner', state.tenant),
};
