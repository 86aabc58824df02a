// Who may read an import run: only the person who ran it, in their tenant; anything else is not found.
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';

export function requireOwnRun<T extends { tenantId: string; userId: number }>(
  run: T | undefined,
  actor: Actor,
): T {
  if (!run || run.tenantId !== actor.tenantId || run.userId !== actor.userId) throw new AppError('NOT_FOUND');
  return run;
}

/** The import of a template code exists; an unknown code is not found. */
export function requireDefinition<T>(definition: T | undefined): T {
  if (!definition) throw new AppError('SPREADSHEET_UNKNOWN_TEMPLATE');
  return definition;
}
