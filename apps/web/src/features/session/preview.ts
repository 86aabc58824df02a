// The preview URL (SPEC §2, §4): the page an anonymous user wanted, opened again after sign-in.
import { store } from '../../lib/storage/store.ts';

const KEY = 'preview-url';
const HOME = '/home';
const NOT_AFTER_LOGIN = ['/login', '/register', '/forgetPassword', '/666'];

/** Only same-site app paths are followed after sign-in. */
export function isSafeAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !NOT_AFTER_LOGIN.includes(pathname);
}

export function rememberPreviewUrl(path: string): void {
  if (isSafeAppPath(path)) store.set(KEY, path, 'session');
}

/** The remembered URL (forgotten once read), else /home. */
export function takePreviewUrl(): string {
  const path = store.get<string>(KEY, { kind: 'session' });
  store.remove(KEY, 'session');
  return path && isSafeAppPath(path) ? path : HOME;
}
