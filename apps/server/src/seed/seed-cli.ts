// `npm run seed`: migrates and seeds the demo tenants into the configured database (with real course
// media). `npm run seed -- --scale` also makes the benchmark's scale tenant (PostgreSQL only);
// `--progress-rows 100k|1m|5m` (implies --scale; default 1m) sizes it for the growth bench.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { loadOrCreateSecrets } from '../core/secrets.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../storage/index.ts';
import { seedDemo } from './demo-seed.ts';
import { DEFAULT_PROGRESS_ROWS, parseProgressRows, SCALE_TENANT, seedScale } from './scale-seed.ts';

// Not strict: `npm run seed` has always ignored arguments it does not know.
const { values } = parseArgs({
  options: { scale: { type: 'boolean', default: false }, 'progress-rows': { type: 'string' } },
  strict: false,
  allowPositionals: true,
});
const sizeArg = values['progress-rows'];
// Checked before any work, so a bad size fails at once rather than after the demo seed.
const progressRows = typeof sizeArg === 'string' ? parseProgressRows(sizeArg) : DEFAULT_PROGRESS_ROWS;
const withScale = values.scale === true || sizeArg !== undefined;

const config = loadConfig();
const secrets = loadOrCreateSecrets(config.dataDir, config.jwtSecret);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
await database.migrate();
const storage = createStorage({ dataDir: config.dataDir, signingSecret: secrets.urlSigningSecret });
const created = await seedDemo(database.db, { storage });
console.log(created.length > 0 ? `Seeded tenants: ${created.join(', ')}` : 'Demo tenants already present.');
if (withScale) {
  const report = await seedScale(database, { progressRows });
  const counts = JSON.stringify(report.counts);
  console.log(
    report.created
      ? `Scale tenant "${SCALE_TENANT}" made in ${report.seconds.toFixed(1)} s: ${counts}`
      : `Scale tenant "${SCALE_TENANT}" already present: ${counts}`,
  );
  // An existing tenant is never resized: another size needs another database.
  if (!report.created && report.counts.progress_rows !== progressRows)
    console.warn(
      `It has ${report.counts.progress_rows} progress rows, not ${progressRows}: use a fresh database.`,
    );
}
await database.close();
