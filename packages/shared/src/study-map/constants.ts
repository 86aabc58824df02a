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
