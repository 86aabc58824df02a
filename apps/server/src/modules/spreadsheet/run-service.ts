// Reads one import run back for its error file.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { importRuns } from '../../db/schema/index.ts';

export async function findImportRun(db: DbOrTx, id: string) {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, id)).limit(1);
  return run;
}
