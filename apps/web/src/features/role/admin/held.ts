// Whether the signed-in role holds a privilege code (the shell keeps the codes of the privilege call):
// buttons the role lacks are not shown (the server refuses them anyway).
import { useAdminSession } from '../../../admin/session/store.ts';

export function useHolds(code: string): boolean {
  return useAdminSession((session) => session.menuCodes.includes(code));
}
