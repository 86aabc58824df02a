// Constants of the study map (SPEC §2, §9): the ability radar and the map's layout.
/** Ability radar chart: every axis runs 0..5; fewer than 3 abilities are padded to 3 axes. */
export const RADAR = {
  axisMin: 0,
  axisMax: 5,
  minAxes: 3,
} as const;

/** Study map layout (SPEC §2). */
export const ROUTE_BAR_SLIDES = 7;
export const ABILITIES_PER_SLIDE = 4;
/** Items of one ability shown per page of its card. */
export const ITEMS_PER_SLIDE = 4;

/** Name truncation (SPEC §9). */
export const STUDY_MAP_TRUNCATE = { ability: 5, level: 5, position: 5, routeItem: 10, exam: 15 } as const;

/** Separator of `fullUserRoute` (the original client replaces ',' with '——'). */
export const ROUTE_NAME_SEPARATOR = ',';

export const STUDY_MAP_RULES = {
  nameMax: 50,
  descMax: 500,
  levelsMax: 5,
  routesPerLevelMax: 50,
  routePositionsMax: 20,
} as const;
