// `npm run seed`: migrates and seeds the demo tenants into the configured database (with real course
// media). `npm run seed -- --scale` also makes the benchmark's scale tenant (PostgreSQL only).
import { loadConfig } from '../config.ts';
import { loadOrCreateSecrets } from '../core/secrets.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../storage/index.ts';
import { seedDemo } from './demo-seed.ts';
import { seedScale } from './scale-seed.ts';

const config = loadConfig();
const secrets = loadOrCreateSecrets(config.dataDir, config.jwtSecret);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
await database.migrate();
const storage = createStorage({ dataDir: config.dataDir, signingSecret: secrets.urlSigningSecret });
const created = await seedDemo(database.db, { storage });
console.log(created.length > 0 ? `Seeded tenants: ${created.join(', ')}` : 'Demo tenants already present.');
if (process.argv.includes('--scale')) {
  const report = await seedScale(database);
  console.log(
    report.created
      ? `Scale tenant "scale" made in ${report.seconds.toFixed(1)} s: ${JSON.stringify(report.counts)}`
      : `Scale tenant "scale" already present: ${JSON.stringify(report.counts)}`,
  );
}
await database.close();
