// Unit tests of the message, page-view and realtime request schemas: coercion of query-string values,
// defaults, and what is refused.
import { describe, expect, it } from 'vitest';
import {
  ZBuryPointQuerySchema,
  ZDevMedalSchema,
  ZNotifyDetailQuerySchema,
  ZNotifyListQuerySchema,
  ZNotifyReadSchema,
  ZRealtimeClientMessageSchema,
} from './message.ts';

describe('notification schemas', () => {
  it('reads the popup query from strings, isRead absent or blank meaning all', () => {
    expect(ZNotifyListQuerySchema.parse({ userId: '9', isRead: '0', pageSize: '3', pageNo: '1' })).toEqual({
      isRead: 0,
      pageSize: 3,
      pageNo: 1,
    });
    expect(ZNotifyListQuerySchema.parse({ isRead: '' })).toEqual({ pageNo: 1, pageSize: 10 });
    expect(ZNotifyListQuerySchema.parse({ isRead: true }).isRead).toBe(1);
    expect(ZNotifyListQuerySchema.safeParse({ isRead: '2' }).success).toBe(false);
    expect(ZNotifyListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('needs a positive whole id for detail, and makes it optional for mark-read', () => {
    expect(ZNotifyDetailQuerySchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of [undefined, '', 'x', 0, -3, 1.5, '99999999999']) {
      expect(ZNotifyDetailQuerySchema.safeParse({ id }).success, String(id)).toBe(false);
    }
    expect(ZNotifyReadSchema.parse({})).toEqual({});
    expect(ZNotifyReadSchema.parse({ id: null })).toEqual({});
    expect(ZNotifyReadSchema.parse({ id: 4 })).toEqual({ id: 4 });
  });
});

describe('ZBuryPointQuerySchema', () => {
  it('trims, defaults the title and the page type, and bounds the lengths', () => {
    expect(ZBuryPointQuerySchema.parse({ path: ' /course/list ', pageType: 'list' })).toEqual({
      path: '/course/list',
      title: '',
      pageType: 'list',
    });
    expect(ZBuryPointQuerySchema.parse({ path: '/x' }).pageType).toBe('other');
    expect(ZBuryPointQuerySchema.safeParse({ path: 'p'.repeat(501) }).success).toBe(false);
    expect(ZBuryPointQuerySchema.safeParse({ path: '/x', title: 't'.repeat(201) }).success).toBe(false);
    expect(ZBuryPointQuerySchema.safeParse({ path: '/x', pageType: 'home' }).success).toBe(false);
    expect(ZBuryPointQuerySchema.safeParse({ path: ['/a', '/b'] }).success).toBe(false);
  });
});

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
