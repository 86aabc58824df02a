// Who may do what on the study map, in one place. Everything is limited to the caller's tenant; another
// tenant's position, route, learning way or material is a 404. Only people of the one org unit the tenant
// allows (and the units below it) may choose their own position (SPEC §6).
import { AbilityRouteType } from '@elearning/shared';
import { AppError } from '../../core/app-error.ts';

export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A learner chooses only among the routes of their own position. */
export function requireOwnRoute<T extends { position_id: number }>(
  route: T | undefined | null,
  positionId: number | null,
): T {
  const found = requireFound(route);
  if (positionId === null || found.position_id !== positionId) throw new AppError('STUDY_MAP_ROUTE_INVALID');
  return found;
}

/** Only a learning way of route type 5 takes an uploaded material. */
export function requireMaterialWay<T extends { route_type: number }>(way: T | undefined | null): T {
  const found = requireFound(way);
  if (found.route_type !== AbilityRouteType.material) throw new AppError('STUDY_MAP_NOT_MATERIAL');
  return found;
}

/** SPEC §5: only one material; re-uploading needs the current one deleted first. */
export function requireNoMaterial(existing: unknown): void {
  if (existing) throw new AppError('STUDY_MAP_MATERIAL_EXISTS');
}

/** The uploaded file must be the caller's own file of this tenant. */
export function requireOwnFile<T extends { ownerUserId: number }>(file: T | null, userId: number): T {
  if (!file || file.ownerUserId !== userId) throw new AppError('STUDY_MAP_FILE_UNKNOWN');
  return file;
}

/** SPEC §6: the caller's org line (their unit and its ancestors) must hold the allowed unit. */
export function mayChoosePosition(orgLine: readonly number[], allowedOrgId: number | null): boolean {
  return allowedOrgId !== null && orgLine.includes(allowedOrgId);
}

export function requireMayChoosePosition(orgLine: readonly number[], allowedOrgId: number | null): void {
  if (!mayChoosePosition(orgLine, allowedOrgId)) throw new AppError('STUDY_MAP_POSITION_LOCKED');
}

/** A material shown to someone else only in the back office (the route's `backOffice` access). */
export function materialOwner(
  actorUserId: number,
  requestedUserId: number | undefined,
  isBackOffice: boolean,
) {
  if (requestedUserId === undefined || requestedUserId === actorUserId) return actorUserId;
  if (!isBackOffice) throw new AppError('NOT_FOUND');
  return requestedUserId;
}
