// The viewer count pushed over the websocket (LiveEventKind.count) through a listening app: a socket of
// the live subscribed to the live group hears the shown count (real + virtual, as the beat reply has it)
// when a beat finds it changed, at most once per COUNT_PUSH_MIN_MS per live.
import { LIVE_MSG_TYPE, livePaths, type TLivePlayback, type TLiveRealtime } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { type Client, connect, pause, roundTrip } from '../realtime/test-support.ts';
import { COUNT_PUSH_MIN_MS } from './count-push.ts';
import { makeLive, putOnAir } from './test-factories.ts';
import { TALLY_MAX_AGE_MS } from './viewer-tally.ts';

const countsOf = (client: Client, liveId: number) =>
  client.received
    .filter((text) => text.startsWith('{'))
    .map((text) => JSON.parse(text) as { msgType: number; data: TLiveRealtime })
    .flatMap(({ msgType, data }) =>
      msgType === LIVE_MSG_TYPE && data.kind === 'count' && data.liveId === liveId
        ? [data.viewersNumber]
        : [],
    );

describe('live viewer count push', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  const open: Client[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ DOMAIN_EVENTS_DISPATCH: 'off' });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    api = apiClient(testApp.app);
  });
  afterAll(async () => {
    for (const made of open) made.ws.terminate();
    await testApp.close();
  });

  it('pushes the shown count to the live’s sockets when it changes, at most every few seconds', async () => {
    const live = await makeLive(testApp, { virtualPeople: 7 });
    await putOnAir(testApp, live);
    const first = await makeSignedInUser(testApp);
    const second = await makeSignedInUser(testApp);
    const socket = await connect(testApp.app, first.token);
    open.push(socket);
    socket.ws.send(JSON.stringify({ msgType: LIVE_MSG_TYPE, action: 'subscribe' }));
    await roundTrip(socket);

    const beat = async (token: string) =>
      (await api.post<TLivePlayback>(livePaths.watchBeat, { liveId: live.id }, { token })).body.response
        .viewersNumber;
    expect(await beat(first.token)).toBe(8);
    await socket.next((text) => text.includes('"count"'));
    expect(countsOf(socket, live.id)).toEqual([8]);

    // A second viewer inside the window: their reply counts them, the push waits for the window.
    expect(await beat(second.token)).toBe(9);
    await pause(200);
    await roundTrip(socket);
    expect(countsOf(socket, live.id)).toEqual([8]);

    await pause(Math.max(COUNT_PUSH_MIN_MS, TALLY_MAX_AGE_MS) + 100);
    expect(await beat(first.token)).toBe(9);
    await socket.next((text) => text.includes('"viewersNumber":9'));
    expect(countsOf(socket, live.id)).toEqual([8, 9]);

    // Unchanged: no push, however long since the last one.
    expect(await beat(second.token)).toBe(9);
    await pause(200);
    await roundTrip(socket);
    expect(countsOf(socket, live.id)).toEqual([8, 9]);
  });
});
