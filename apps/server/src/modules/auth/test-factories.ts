// Factories of the auth domain's tests: sign-in history written straight into the database, so the limits
// (captcha after 3 failures, lock after 10, slow-down per IP) can be reached without hundreds of requests.
import { loginRecords } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';

export type LoginFailures = { account: string; ip: string; count: number; tenantId?: string };

/** `count` failed sign-ins of `account` from `ip`, as the token endpoint records them. */
export async function recordLoginFailures(testApp: TestApp, values: LoginFailures) {
  await testApp.database.db.insert(loginRecords).values(
    Array.from({ length: values.count }, () => ({
      tenantId: values.tenantId ?? 'learn',
      userId: null,
      account: values.account,
      ip: values.ip,
      success: false,
      detail: 'invalid_credentials',
    })),
  );
}
