// The site's theme colour (back office → site settings) applied to the learner site: the CSS variables the
// plain markup uses and antd's primary colour. An invalid or empty colour keeps the product's own.
import { THEME, THEME_COLOR_REGEX } from '@elearning/shared';
import { useSyncExternalStore } from 'react';

let current: string = THEME.primary;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The primary colour in use (antd's scopes read it; no query client needed, so any scope may). */
export function useThemeColor(): string {
  return useSyncExternalStore(subscribe, () => current);
}

/** The colour to use: the site's when it is a valid '#rgb'/'#rrggbb', else the product's. */
export function themeColorOf(color: string | undefined): string {
  return color && THEME_COLOR_REGEX.test(color) ? color : THEME.primary;
}

/** A very light tint of the colour (9 parts white), for soft backgrounds. */
function softOf(color: string): string {
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  const mix = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value * 0.1 + 255 * 0.9)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${mix(0)}${mix(2)}${mix(4)}`;
}

/** Sets the page's colour variables (`--primary`, `--primary-soft`). */
export function applyThemeColor(color: string | undefined): void {
  const primary = themeColorOf(color);
  if (primary !== current) {
    current = primary;
    for (const listener of listeners) listener();
  }
  const style = document.documentElement.style;
  if (primary === THEME.primary) {
    style.removeProperty('--primary');
    style.removeProperty('--primary-soft');
    return;
  }
  style.setProperty('--primary', primary);
  style.setProperty('--primary-soft', softOf(primary));
}
