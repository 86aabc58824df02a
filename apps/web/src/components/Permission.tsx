// The permission directive of SPEC §6 as a component: renders its children only when the signed-in user
// owns the button permission path ('*' or no path grants all).
import type { ReactNode } from 'react';
import { hasPermission } from '../features/session/privileges.ts';
import { useSession } from '../features/session/store.ts';

export function Permission({ path, children }: { path?: string; children: ReactNode }) {
  const granted = useSession((s) => s.permissions);
  return hasPermission(granted, path) ? children : null;
}
