// `npm run migrate`: applies the migration set to the configured database and exits.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
await database.migrate();
await database.close();
console.log(`Migrated (${database.driver}).`);
