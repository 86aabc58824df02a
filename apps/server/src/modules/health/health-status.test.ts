// The health endpoint reports database reachability through the envelope.
import { healthPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';

describe('GET health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers ok with the database up', async () => {
    const reply = await apiClient(testApp.app).get(healthPaths.health);
    expect(reply.status).toBe(200);
    expect(reply.body.resCode).toBe(200);
    expect(reply.body.response).toMatchObject({ status: 'ok', database: 'up' });
    expect(reply.headers['x-request-id']).toBeTruthy();
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const unknown = `${healthPaths.health}/does/not/exist`;
    const reply = await apiClient(testApp.app).get(unknown);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ resCode: 404, response: null });
    expect(reply.body.resMsg).toContain(unknown);
  });
});
