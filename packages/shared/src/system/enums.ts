// System enums: the kinds of node in the menu tree (SPEC §6).
type ValueOf<T> = T[keyof T];

/** Kind of a node in the menu tree. */
export const MenuType = { dir: 'Dir', menu: 'Menu', button: 'Button' } as const;
export type MenuType = ValueOf<typeof MenuType>;
