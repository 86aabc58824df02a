// Dictionaries (SPEC §7 Common): the key/value list of a code, in its order, within the tenant.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dictionaries } from '../../db/schema/index.ts';

export async function listDictionary(db: Db, tenantId: string, code: string) {
  return db
    .select({ dictKey: dictionaries.dictKey, dictValue: dictionaries.dictValue, sort: dictionaries.sort })
    .from(dictionaries)
    .where(and(eq(dictionaries.tenantId, tenantId), eq(dictionaries.code, code)))
    .orderBy(asc(dictionaries.sort), asc(dictionaries.id));
}
