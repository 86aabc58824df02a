// Unit tests of the message request schemas: coercion of query-string values, defaults, what is refused,
// and how POST notify tells a list request from the original client's mark-read.
import { describe, expect, it } from 'vitest';
import {
  isNotifyListRequest,
  ZNotifyDetailQuerySchema,
  ZNotifyListQuerySchema,
  ZNotifyReadSchema,
} from './schemas.ts';

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

describe('isNotifyListRequest', () => {
  it('lists when a page or a read filter is named, and marks read otherwise', () => {
    expect(isNotifyListRequest({ userId: 1, isRead: 0, pageSize: 3, pageNo: 1 })).toBe(true);
    expect(isNotifyListRequest({ pageNo: '2' })).toBe(true);
    expect(isNotifyListRequest({ userId: '9', id: 4 })).toBe(false);
    expect(isNotifyListRequest({ userId: '9', id: null })).toBe(false);
    expect(isNotifyListRequest({})).toBe(false);
  });
});
