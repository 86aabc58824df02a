// Factories of the account domain's tests: phone numbers no other test uses, and users who own one. People
// in general come from test/factories.ts.
import type { TestApp } from '../../test/app-factory.ts';
import { makeUser, type UserOptions } from '../../test/factories.ts';

let phoneCounter = 0;

/** A valid mainland mobile number (SPEC §5) unique to this process: 137, 4 digits of the pid, a counter. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `137${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/** A user with a fresh phone number (for sign-in by phone, SMS, binding and reset tests). */
export async function makeUserWithPhone(testApp: TestApp, options: UserOptions = {}) {
  const phone = freshPhone();
  const user = await makeUser(testApp, { ...options, phone });
  return { user, phone };
}
