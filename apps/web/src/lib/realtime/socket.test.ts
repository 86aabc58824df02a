// Unit tests of the websocket client with a fake socket: subscription, heartbeat, message dispatch,
// at most 5 reconnects in a row, and no reconnect after an intentional close.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeMessage } from './socket.ts';

class FakeSocket {
  readyState: WebSocket['readyState'] = 0;
  sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const client = createRealtimeClient({
    url: (token) => `ws://test/api/ws?token=${token}`,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    backoffMs: () => 10,
  });
  return { client, sockets };
}

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('subscribes to msgType 5 on open and sends PING every 30 s', () => {
    const { client, sockets } = setup();
    client.connect(() => 'tok');
    const socket = sockets[0];
    expect(socket?.url).toBe('ws://test/api/ws?token=tok');
    socket?.open();
    expect(socket?.sent).toEqual(['{"msgType":5,"action":"subscribe"}']);
    vi.advanceTimersByTime(30_000);
    vi.advanceTimersByTime(30_000);
    expect(socket?.sent.slice(1)).toEqual(['PING', 'PING']);
  });

  it('dispatches JSON messages and ignores PONG', () => {
    const { client, sockets } = setup();
    const received: RealtimeMessage[] = [];
    client.listen((message) => received.push(message));
    client.connect(() => 'tok');
    sockets[0]?.open();
    sockets[0]?.receive('PONG');
    sockets[0]?.receive(
      '{"msgType":5,"data":{"medalType":"exam","level":1,"quantity":1,"medalName":"考试达人"}}',
    );
    sockets[0]?.receive('not json');
    expect(received).toEqual([
      { msgType: 5, data: { medalType: 'exam', level: 1, quantity: 1, medalName: '考试达人' } },
    ]);
  });

  it('reconnects at most 5 times in a row', () => {
    const { client, sockets } = setup();
    client.connect(() => 'tok');
    for (let i = 0; i < 10; i += 1) {
      sockets.at(-1)?.drop();
      vi.advanceTimersByTime(10);
    }
    expect(sockets).toHaveLength(6);
  });

  it('starts counting again after a successful reconnect', () => {
    const { client, sockets } = setup();
    client.connect(() => 'tok');
    sockets[0]?.drop();
    vi.advanceTimersByTime(10);
    sockets[1]?.open();
    sockets[1]?.drop();
    vi.advanceTimersByTime(10);
    expect(sockets).toHaveLength(3);
  });

  it('does not reconnect after close() and uses the newest token', () => {
    const { client, sockets } = setup();
    let token = 'one';
    client.connect(() => token);
    sockets[0]?.open();
    token = 'two';
    sockets[0]?.drop();
    vi.advanceTimersByTime(10);
    expect(sockets[1]?.url).toBe('ws://test/api/ws?token=two');
    client.close();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });
});
