// Constants of the achievements domain (SPEC §2).
/** The medal pop-up hint clears itself after this long (SPEC §2). */
export const MEDAL_HINT_CLEAR_MS = 5000;
/** Days and months of points (daily caps, monthly figures and rankings) are counted in this time zone. */
export const POINTS_TIME_ZONE = 'Asia/Shanghai';
