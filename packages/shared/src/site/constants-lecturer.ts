// The lecturer list's orders (the original's `type`: 1 推荐, 3 最新, 2 评分最高) and its page sizes.
export const LecturerSort = { recommended: '1', rating: '2', newest: '3' } as const;
export type TLecturerSort = (typeof LecturerSort)[keyof typeof LecturerSort];

export const LECTURER_PAGE_RULES = {
  listPageSizes: [10, 20, 30, 40],
  coursePageSizes: [12, 24, 36, 48],
  /** The home page's side list of lecturers. */
  homeCount: 5,
} as const;
