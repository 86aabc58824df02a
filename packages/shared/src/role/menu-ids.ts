// The original back office keys menus by number: each catalogue code gets a stable number (its place in the
// catalogue), used by the privilege tree, the menu editor and the calls that add or remove menus by id.
import { privilegeCatalogue } from './privileges.ts';

export const catalogueMenuIds: ReadonlyMap<string, number> = new Map(
  [
    ...privilegeCatalogue.menus.map((menu) => menu.code),
    ...privilegeCatalogue.buttons.map((button) => button.code),
  ].map((code, index) => [code, index + 1]),
);

/** The catalogue code of a menu id. */
export const catalogueCodeOfId: ReadonlyMap<number, string> = new Map(
  [...catalogueMenuIds].map(([code, id]) => [id, code]),
);
