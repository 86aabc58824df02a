// Failures of the study-map domain (SPEC §5, §6).
import type { CatalogueEntry } from '../common/errors.ts';

export const studyMapErrors = {
  STUDY_MAP_MATERIAL_EXISTS: { status: 409, resCode: 409, message: 'studyMap.materialExists' },
  STUDY_MAP_NOT_MATERIAL: { status: 400, resCode: 400, message: 'studyMap.notMaterial' },
  STUDY_MAP_FILE_UNKNOWN: { status: 400, resCode: 400, message: 'studyMap.fileUnknown' },
  STUDY_MAP_POSITION_LOCKED: { status: 403, resCode: 403, message: 'studyMap.positionLocked' },
  STUDY_MAP_ROUTE_INVALID: { status: 400, resCode: 400, message: 'studyMap.routeInvalid' },
  STUDY_MAP_ABILITY_IN_USE: { status: 409, resCode: 409, message: 'studyMap.abilityInUse' },
} as const satisfies Record<string, CatalogueEntry>;
