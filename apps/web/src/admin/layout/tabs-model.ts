// The strip of opened pages: a page is added when visited, closing the current one moves to its neighbour
// (the home page is never closed).
export type OpenTab = { key: string; title: string; closable: boolean };

/** The tabs after visiting `tab` (added at the end when new, its title refreshed otherwise). */
export function visit(tabs: OpenTab[], tab: OpenTab): OpenTab[] {
  return tabs.some((t) => t.key === tab.key)
    ? tabs.map((t) => (t.key === tab.key ? tab : t))
    : [...tabs, tab];
}

/** The tabs after closing `key`, and where to go when it was the current one. */
export function close(tabs: OpenTab[], key: string, current: string): { tabs: OpenTab[]; goTo?: string } {
  const index = tabs.findIndex((t) => t.key === key);
  if (index < 0 || !tabs[index]?.closable) return { tabs };
  const rest = tabs.filter((t) => t.key !== key);
  if (key !== current) return { tabs: rest };
  const neighbour = rest[index] ?? rest[index - 1];
  return { tabs: rest, goTo: neighbour?.key ?? '/' };
}
