// A transaction handed to a service of another module that asks for the database: a Drizzle transaction is
// a database whose `transaction` opens a savepoint, so that service's work joins the approval's transaction
// (and is undone with it).
import type { Db, DbOrTx } from '../../db/client.ts';

export function asDb(tx: DbOrTx): Db {
  return tx;
}
