// Failures of the achievement domain (points, medals, rankings).
import type { CatalogueEntry } from '../common/errors.ts';

export const achievementErrors = {
  POINTS_NOT_ENOUGH: { status: 409, resCode: 409, message: 'achievement.pointsNotEnough' },
  POINTS_AMOUNT_INVALID: { status: 400, resCode: 400, message: 'achievement.pointsAmountInvalid' },
  POINTS_RULE_EXISTS: { status: 409, resCode: 409, message: 'achievement.ruleExists' },
  POINTS_ENTRY_NOT_REVOCABLE: { status: 409, resCode: 409, message: 'achievement.entryNotRevocable' },
} as const satisfies Record<string, CatalogueEntry>;
