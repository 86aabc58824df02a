// The shared factories make users who can sign in and whose identities reach the session.
import { authPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { createTestApp, type TestApp } from './app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser } from './factories.ts';

describe('test factories', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it('makes a signed-in lecturer in a fresh org unit and position', async () => {
    const org = await makeOrgUnit(testApp);
    const position = await makePosition(testApp, { orgId: org.id });
    const { user, token } = await makeSignedInUser(testApp, {
      orgId: org.id,
      positionId: position.id,
      isLecturer: true,
    });
    const client = apiClient(testApp.app);
    const info = await client.get(authPaths.userInfo, { token });
    expect(info.body.response).toMatchObject({ user_id: user.id, org_id: org.id, position_id: position.id });
    const roles = await client.get(authPaths.roleInfo, { token });
    expect(roles.body.response).toMatchObject({ isTeacher: true });
  });
});
