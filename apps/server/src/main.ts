// Entry point of `npm start`: migrate, seed the demo tenants, serve, and shut down gracefully.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { loadOrCreateSecrets } from './core/secrets.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_PASSWORD, learnAccounts } from './seed/demo-accounts.ts';
import { seedDemo } from './seed/demo-seed.ts';
import { createStorage } from './storage/index.ts';

const config = loadConfig();
const secrets = loadOrCreateSecrets(config.dataDir, config.jwtSecret);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
await database.migrate();
// Demo content gets real files (course videos, documents) through the same storage the app serves.
const storage = createStorage({ dataDir: config.dataDir, signingSecret: secrets.urlSigningSecret });
const seeded = await seedDemo(database.db, { storage });
const app = await buildApp({ config, database, secrets });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
console.log(
  `\nE-learning platform ready at ${url}  (database: ${database.driver}${seeded.length ? `, seeded ${seeded.join(', ')}` : ''})`,
);
console.log(`Demo accounts on tenant "learn" (password ${DEMO_PASSWORD}):`);
for (const account of learnAccounts) console.log(`  ${account.account.padEnd(11)} ${account.description}`);
console.log(
  'Tenant "acme" has its own "learner" (same password). Web client: id "web", secret "web_secret".\n',
);
