// Limits of the personal centre (SPEC §9 where it names one; the rest chosen and written down in
// docs/ARCHITECTURE.md).
export const PERSONAL_RULES = {
  emailMax: 64,
  avatarUrlMax: 512,
  commentMax: 500,
  scoreMin: 1,
  scoreMax: 5,
} as const;
