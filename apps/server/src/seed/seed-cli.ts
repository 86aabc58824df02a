// `npm run seed`: migrates and seeds the demo tenants into the configured database.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from './demo-seed.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
await database.migrate();
const created = await seedDemo(database.db);
await database.close();
console.log(created.length > 0 ? `Seeded tenants: ${created.join(', ')}` : 'Demo tenants already present.');
