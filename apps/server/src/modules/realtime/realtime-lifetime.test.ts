// The websocket's lifetime: a short idle timeout, the session re-checked on PING, shutdown close codes.
import { authPaths, healthPaths, realtimePaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { redactUrl } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';

import { connect, pause, roundTrip } from './test-support.ts';

describe('websocket lifetime (short idle timeout, session re-checked on every PING)', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp({ WS_IDLE_TIMEOUT_MS: '400', WS_SESSION_RECHECK_MS: '1' });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    api = apiClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('closes a socket with 4401 once its session ends', async () => {
    const { access_token: token } = await api.login('lecturer');
    const socket = await connect(testApp.app, token, true);
    await roundTrip(socket);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    await api.get(authPaths.logout, { token });
    await pause(5);
    socket.ws.send('PING');
    expect(await socket.closed).toEqual({ code: 4401, reason: 'SESSION_EXPIRED' });
    await expect.poll(() => testApp.app.deps.realtime.connectionCount()).toBe(0);
  });

  it('closes a silent socket after the idle timeout, and open sockets on shutdown', async () => {
    const { access_token: token } = await api.login('learner');
    const silent = await connect(testApp.app, token, true);
    const started = Date.now();
    expect((await silent.closed).code).toBe(4408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);

    const chatty = await connect(testApp.app, token);
    for (let i = 0; i < 4; i += 1) {
      await pause(150);
      await roundTrip(chatty);
    }
    expect(chatty.ws.readyState).toBe(WebSocket.OPEN);
    const closing = testApp.app.close();
    expect((await chatty.closed).code).toBe(1001);
    await closing;
    expect(testApp.app.deps.realtime.connectionCount()).toBe(0);
  });

  it('keeps the socket token out of request logs', () => {
    expect(redactUrl(`${realtimePaths.socket}?token=eyJhbGciOi.abc.def`)).toBe(
      `${realtimePaths.socket}?token=[redacted]`,
    );
    expect(redactUrl(`${authPaths.redeemTicket}?a=1&tid=secret&b=2`)).toBe(
      `${authPaths.redeemTicket}?a=1&tid=[redacted]&b=2`,
    );
    expect(redactUrl(`${healthPaths.health}?isRead=0`)).toBe(`${healthPaths.health}?isRead=0`);
  });

  it('is configured from the environment with a 90 s default', () => {
    expect(loadConfig({}).wsIdleTimeoutMs).toBe(90_000);
    expect(loadConfig({ WS_IDLE_TIMEOUT_MS: '1000' }).wsIdleTimeoutMs).toBe(1000);
    expect(loadConfig({}).wsSessionRecheckMs).toBe(60_000);
  });
});
