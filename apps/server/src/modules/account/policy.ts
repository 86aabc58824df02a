// Who may do what in the account domain: the SMS scene rule (a reset code only for a registered phone, a
// registration or binding code only for a free one). The only place here that refuses with a catalogued error.
import type { SmsScene } from '@elearning/shared';
import { AppError } from '../../core/app-error.ts';

/** Throws unless a code of `scene` may be sent to a phone that is (or is not) registered already. */
export function assertSmsSceneAllowed(scene: SmsScene, phoneRegistered: boolean): void {
  if (scene === 'forgetPassword' && !phoneRegistered) throw new AppError('PHONE_NOT_FOUND');
  if (scene !== 'forgetPassword' && scene !== 'login' && phoneRegistered) throw new AppError('PHONE_EXISTS');
}
