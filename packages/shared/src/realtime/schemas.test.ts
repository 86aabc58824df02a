// Unit tests of the realtime schemas: the frames a client may send and the dev medal defaults.
import { describe, expect, it } from 'vitest';
import { ZDevMedalSchema, ZRealtimeClientMessageSchema } from './schemas.ts';

describe('realtime schemas', () => {
  it('accepts subscribe and unsubscribe frames only', () => {
    expect(ZRealtimeClientMessageSchema.parse({ msgType: 5, action: 'subscribe' })).toEqual({
      msgType: 5,
      action: 'subscribe',
    });
    expect(ZRealtimeClientMessageSchema.safeParse({ msgType: '5', action: 'subscribe' }).success).toBe(false);
    expect(ZRealtimeClientMessageSchema.safeParse({ msgType: 5, action: 'dance' }).success).toBe(false);
  });

  it('fills the dev medal defaults', () => {
    expect(ZDevMedalSchema.parse({})).toEqual({ medalType: 'course', level: 1, quantity: 1 });
    expect(ZDevMedalSchema.parse({ medalType: 'exam', level: '2', quantity: '5' })).toEqual({
      medalType: 'exam',
      level: 2,
      quantity: 5,
    });
  });
});
