// The websocket through a listening app (DESIGN §3, SPEC §4), on whichever driver the run uses: token
// checks (4401), PING → PONG, medal subscription and delivery through the dev endpoint, no delivery to
// unsubscribed sockets or other users, idle close, shutdown close, and — on PostgreSQL — delivery to a
// socket held by another server instance through LISTEN/NOTIFY.

import type { TMedalMessage } from '@elearning/shared';
import { authPaths, realtimePaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';

import { type Client, connect, isMedal, MEDAL, onPostgres, pause, roundTrip } from './test-support.ts';

describe(`websocket (${onPostgres ? 'PostgreSQL LISTEN/NOTIFY' : 'in-process'})`, () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, number> = {};
  const open: Client[] = [];

  async function client(token: string | undefined, subscribe = false) {
    const made = await connect(testApp.app, token, subscribe);
    open.push(made);
    return made;
  }

  beforeAll(async () => {
    // The hub alone: the demo seed's domain events (points and medals of its accounts) would otherwise be
    // dispatched, and their medals pushed to these sockets, at a moment of their own.
    testApp = await createTestApp({ DOMAIN_EVENTS_DISPATCH: 'off' });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    api = apiClient(testApp.app);
    for (const account of ['learner', 'lecturer', 'tutor', 'apprentice']) {
      const session = await api.login(account);
      tokens[account] = session.access_token;
      userIds[account] = session.user_id;
    }
  });
  afterAll(async () => {
    for (const made of open) made.ws.terminate();
    await testApp.close();
  });

  it('uses the fan-out of its driver', () => {
    expect(testApp.app.deps.realtime.mode).toBe(onPostgres ? 'postgres' : 'in-process');
    expect(testApp.app.deps.realtime.listening).toBe(true);
  });

  it('refuses a missing, forged or revoked token with close code 4401', async () => {
    const missing = await client(undefined);
    expect(await missing.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
    const forged = await client('not.a.jwt');
    expect(await forged.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });

    const session = await api.login('apprentice');
    const logout = await api.get(authPaths.logout, { token: session.access_token });
    expect(logout.status).toBe(200);
    const revoked = await client(session.access_token, true);
    expect(await revoked.closed).toEqual({ code: 4401, reason: 'SESSION_EXPIRED' });
    expect(testApp.app.deps.realtime.connectionCount()).toBe(0);
  });

  it('answers PING with PONG and ignores anything else', async () => {
    const socket = await client(tokens.learner);
    socket.ws.send('hello');
    socket.ws.send('{"msgType":5,"action":"dance"}');
    socket.ws.send('{not json');
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.ws.send('PING');
    expect(await socket.next()).toBe('PONG');
    expect(socket.received).toEqual(['PONG']);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('delivers a medal to every subscribed socket of the user, and to nobody else', async () => {
    const subscribed = await client(tokens.lecturer, true);
    const secondTab = await client(tokens.lecturer, true);
    const notSubscribed = await client(tokens.lecturer);
    const otherUser = await client(tokens.tutor, true);
    for (const socket of [subscribed, secondTab, notSubscribed, otherUser]) await roundTrip(socket);

    const reply = await api.post<TMedalMessage>(
      MEDAL,
      { medalType: 'exam', level: 2, quantity: 3 },
      { token: tokens.lecturer },
    );
    expect(reply.status).toBe(200);
    const expected = {
      msgType: 5,
      data: { medalType: 'exam', level: 2, quantity: 3, medalName: '考试达人' },
    };
    expect(reply.body.response).toEqual(expected);
    expect(JSON.parse(await subscribed.next(isMedal))).toEqual(expected);
    expect(JSON.parse(await secondTab.next(isMedal))).toEqual(expected);

    await pause(300);
    await roundTrip(notSubscribed);
    await roundTrip(otherUser);
    expect(notSubscribed.received.filter(isMedal)).toEqual([]);
    expect(otherUser.received.filter(isMedal)).toEqual([]);
  });

  it('stops delivering after unsubscribe and after the socket closes', async () => {
    const socket = await client(tokens.tutor, true);
    await roundTrip(socket);
    await api.post(MEDAL, {}, { token: tokens.tutor, lang: 'en' });
    expect(JSON.parse(await socket.next(isMedal))).toEqual({
      msgType: 5,
      data: { medalType: 'course', level: 1, quantity: 1, medalName: 'Course star' },
    });
    socket.ws.send(JSON.stringify({ msgType: 5, action: 'unsubscribe' }));
    await roundTrip(socket);
    await api.post(MEDAL, {}, { token: tokens.tutor });
    await pause(300);
    await roundTrip(socket);
    expect(socket.received.filter(isMedal)).toHaveLength(1);

    const before = testApp.app.deps.realtime.connectionCount();
    socket.ws.close();
    await socket.closed;
    await expect.poll(() => testApp.app.deps.realtime.connectionCount()).toBe(before - 1);
  });

  it('validates the dev medal request and needs a signed-in caller', async () => {
    const bad = await api.post(MEDAL, { medalType: 'bogus', level: 0 }, { token: tokens.learner });
    expect(bad.status).toBe(400);
    expect(bad.body.response).toMatchObject({ fields: [{ field: 'medalType' }, { field: 'level' }] });
    expect((await api.post(MEDAL, {})).status).toBe(401);
  });

  it('answers a plain HTTP request to the socket path with an envelope error', async () => {
    const reply = await api.get(realtimePaths.socket);
    expect(reply.status).toBe(400);
    expect(reply.body.resCode).toBe(400);
  });

  it.runIf(onPostgres)('re-opens its LISTEN connection after losing it', async () => {
    const hub = testApp.app.deps.realtime;
    const pool = testApp.database.pool!;
    const listenerPids = async () =>
      (
        await pool.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and query = 'LISTEN elearning_events'`,
        )
      ).rows.map((row) => row.pid);
    const [before] = await listenerPids();
    expect(before).toBeDefined();
    const socket = await client(tokens.learner, true);
    await roundTrip(socket);

    await pool.query('select pg_terminate_backend($1)', [before]);
    await expect.poll(() => hub.listening, { timeout: 5000, interval: 20 }).toBe(false);
    // While it is down, this instance still reaches its own sockets.
    await api.post(MEDAL, { medalType: 'integral' }, { token: tokens.learner });
    expect(JSON.parse(await socket.next(isMedal))).toMatchObject({ data: { medalType: 'integral' } });

    await expect.poll(() => hub.listening, { timeout: 10_000, interval: 50 }).toBe(true);
    const after = await listenerPids();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    await api.post(MEDAL, { medalType: 'studyPlan' }, { token: tokens.learner });
    await socket.next((text) => isMedal(text) && text.includes('studyPlan'));
    expect(socket.received.filter(isMedal)).toHaveLength(2);
  });

  it.runIf(onPostgres)('reaches a socket held by another server instance through LISTEN/NOTIFY', async () => {
    const sibling = await buildApp({
      config: testApp.config,
      database: testApp.database,
      secrets: testApp.secrets,
      logger: false,
    });
    try {
      await sibling.listen({ port: 0, host: '127.0.0.1' });
      expect(sibling.deps.realtime.listening).toBe(true);
      const elsewhere = await connect(sibling, tokens.apprentice, true);
      open.push(elsewhere);
      await roundTrip(elsewhere);
      expect(testApp.app.deps.realtime.connectionCount('learn', userIds.apprentice!)).toBe(0);
      expect(sibling.deps.realtime.connectionCount('learn', userIds.apprentice!)).toBe(1);
      await api.post(MEDAL, { medalType: 'live' }, { token: tokens.apprentice });
      const message = JSON.parse(await elsewhere.next(isMedal)) as TMedalMessage;
      expect(message.data).toMatchObject({ medalType: 'live', medalName: '直播达人' });
    } finally {
      await sibling.close();
    }
  });
});
