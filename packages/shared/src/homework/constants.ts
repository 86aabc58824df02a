// Numbers of the homework domain (SPEC §5, §9; the rules where SPEC is silent).
export const HOMEWORK_RULES = {
  titleMax: 100,
  /** A search of the back-office picker. */
  keywordMax: 100,
  instructionsMax: 20_000,
  contentMax: 5_000,
  commentMax: 1_000,
  filesMax: 10,
  fullScore: 100,
  passScoreDefault: 60,
  /** Allowed types when an assignment names none: documents, images and archives (SPEC §5). */
  defaultExtensions: [
    'ppt',
    'pptx',
    'doc',
    'docx',
    'xlsx',
    'xls',
    'pdf',
    'wps',
    'rtf',
    'jpg',
    'jpeg',
    'png',
    'gif',
    'bmp',
    'rar',
    'zip',
    'txt',
  ],
  /** Largest file when an assignment names no size: the general upload limit, 50M (SPEC §9). */
  defaultMaxSizeMb: 50,
} as const;
