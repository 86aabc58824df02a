// Who may see what of achievements: a learner's figures, ledger, medals and record are their own; asking for
// another user's (statistics?userId=) is a 404, as is any user of another tenant in the back office.
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';

/** The learner whose archive is asked for: the caller (0 or absent = the caller); anyone else is not found. */
export function requireSelf(actor: Actor, userId: number): Actor {
  if (userId !== 0 && userId !== actor.userId) throw new AppError('NOT_FOUND');
  return actor;
}
