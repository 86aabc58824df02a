// The back office's mall and the learner's addresses through the real app: goods and coupons saved with
// their rules (bad input names the field), shelf and restock, an exchanged item cannot be deleted, orders
// shipped with tracking then received, the export, and addresses with exactly one default.
import {
  mallAdminPaths as A,
  ExchangeStatus,
  mallPaths as P,
  type TMallAddress,
  type TMallAdminExchange,
  type TMallAdminItem,
  type TMallExchange,
  type TMallItem,
  type TPage,
} from '@elearning/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { grantPoints } from '../achievement/test-factories.ts';
import { makeMallAdmin, makeMallItem, requestId } from './test-factories.ts';

describe('mall: back office and addresses', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeMallAdmin(testApp);
  });
  afterAll(() => testApp.close());

  const address = {
    receiver: 'Han Meimei',
    phone: '13900139000',
    province: 'Zhejiang',
    city: 'Hangzhou',
    district: 'Xihu',
    detail: '2 Lake Road',
  };

  it('saves goods and coupons with their rules and keeps learners out', async () => {
    const badCoupon = await api.post(
      A.coupon.save,
      { name: 'Ten off', points: 50, stock: 5 },
      { token: admin.token },
    );
    expect(badCoupon.status).toBe(400);
    expect(JSON.stringify(badCoupon.body)).toContain('discountType');
    const coupon = await api.post<{ id: number }>(
      A.coupon.save,
      {
        name: 'Ten off',
        points: 50,
        stock: 5,
        discountType: 'fixed',
        amountCents: 1000,
        minSpendCents: 5000,
        validDays: 30,
      },
      { token: admin.token },
    );
    expect(coupon.status).toBe(200);
    const goods = await api.post<{ id: number }>(
      A.goods.save,
      {
        name: 'Notebook',
        category: 'Stationery',
        points: 80,
        stock: 2,
        perUserLimit: 1,
        images: ['/img/a.png'],
      },
      { token: admin.token },
    );
    expect(goods.status).toBe(200);
    const goodsId = goods.body.response.id;
    // A coupon is not found on the goods page.
    expect(
      (await api.get(A.goods.detail, { token: admin.token, query: { id: coupon.body.response.id } })).status,
    ).toBe(404);
    const learner = await makeSignedInUser(testApp);
    expect((await api.post(A.goods.save, { name: 'x', points: 1 }, { token: learner.token })).status).toBe(
      403,
    );

    const restocked = await api.post<{ stock: number }>(
      A.goods.restock,
      { id: goodsId, quantity: 3 },
      { token: admin.token },
    );
    expect(restocked.body.response.stock).toBe(5);
    await api.post(A.goods.shelf, { id: goodsId, onShelf: false }, { token: admin.token });
    const shelf = await api.get<TPage<TMallItem>>(P.itemList, {
      token: learner.token,
      query: { kind: 'goods' },
    });
    expect(shelf.body.response.data.some((item) => item.id === goodsId)).toBe(false);
    await api.post(A.goods.shelf, { id: goodsId, onShelf: true }, { token: admin.token });
    const list = await api.get<TPage<TMallAdminItem>>(A.goods.list, {
      token: admin.token,
      query: { name: 'Notebook' },
    });
    expect(list.body.response.data.map((item) => item.id)).toContain(goodsId);
    const categories = await api.get<string[]>(P.categories, { token: learner.token });
    expect(categories.body.response).toContain('Stationery');
  });

  it('ships with tracking, lets the learner confirm receipt, refuses deleting exchanged goods and exports', async () => {
    const saved = await api.post<{ id: number }>(
      A.goods.save,
      { name: `Mug ${requestId()}`, points: 30, stock: 3 },
      { token: admin.token },
    );
    const itemId = saved.body.response.id;
    const learner = await makeSignedInUser(testApp);
    await grantPoints(testApp, learner.user.id, 100);
    const added = await api.post<{ id: number }>(P.addressSave, address, { token: learner.token });
    const made = await api.post<TMallExchange>(
      P.exchange,
      { itemId, addressId: added.body.response.id, requestId: requestId() },
      { token: learner.token },
    );
    expect(made.body.response.address).toMatchObject({ receiver: 'Han Meimei', city: 'Hangzhou' });
    const id = made.body.response.id;
    expect((await api.post(P.exchangeReceive, { id }, { token: learner.token })).status).toBe(409);
    const noTracking = await api.post(A.exchangeShip, { id, trackingCompany: 'SF' }, { token: admin.token });
    expect(noTracking.status).toBe(400);
    expect(
      (
        await api.post(
          A.exchangeShip,
          { id, trackingCompany: 'SF', trackingNo: 'SF123' },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    expect((await api.post(P.exchangeCancel, { id }, { token: learner.token })).status).toBe(409);
    const received = await api.post<TMallExchange>(P.exchangeReceive, { id }, { token: learner.token });
    expect(received.body.response).toMatchObject({ status: ExchangeStatus.completed, trackingNo: 'SF123' });
    expect((await api.post(A.goods.delete, { id: itemId }, { token: admin.token })).status).toBe(409);

    const orders = await api.get<TPage<TMallAdminExchange>>(A.exchangeList, {
      token: admin.token,
      query: { keyword: learner.user.account, status: ExchangeStatus.completed },
    });
    expect(orders.body.response.data.map((order) => order.id)).toEqual([id]);
    const file = await testApp.app.inject({
      method: 'GET',
      url: A.exchangeExport,
      query: { keyword: learner.user.account },
      headers: {
        authorization: 'Basic d2ViOndlYl9zZWNyZXQ=',
        'tenant-id': 'learn',
        accesstoken: `bearer ${admin.token}`,
      },
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect(String(sheet?.getRow(2).getCell(9).value)).toContain('Hangzhou');
  });

  it('keeps exactly one default address', async () => {
    const learner = await makeSignedInUser(testApp);
    const bad = await api.post(P.addressSave, { ...address, phone: '123' }, { token: learner.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('phone');
    const first = await api.post<{ id: number }>(P.addressSave, address, { token: learner.token });
    const second = await api.post<{ id: number }>(
      P.addressSave,
      { ...address, receiver: 'Li Lei', isDefault: true },
      { token: learner.token },
    );
    const list = async () =>
      (await api.get<TMallAddress[]>(P.addressList, { token: learner.token })).body.response;
    let rows = await list();
    expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([second.body.response.id]);
    await api.post(P.addressDefault, { id: first.body.response.id }, { token: learner.token });
    rows = await list();
    expect(rows[0]).toMatchObject({ id: first.body.response.id, isDefault: true });
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    await api.post(
      P.addressSave,
      { ...address, id: second.body.response.id, detail: '3 Hill Road' },
      { token: learner.token },
    );
    await api.post(P.addressDelete, { id: first.body.response.id }, { token: learner.token });
    rows = await list();
    expect(rows).toEqual([
      expect.objectContaining({ id: second.body.response.id, isDefault: true, detail: '3 Hill Road' }),
    ]);
  });

  it('lists the shelf in stock first, newest first, by kind, category and name, with its total past the end', async () => {
    const tenantId = (await makeTenant(testApp)).id;
    const learner = await makeSignedInUser(testApp, { tenantId });
    const notebook = await makeMallItem(testApp, { tenantId, name: 'Blue Notebook', category: 'books' });
    const pen = await makeMallItem(testApp, { tenantId, name: 'Red Pen', category: 'books', stock: 0 });
    const coupon = await makeMallItem(testApp, { tenantId, kind: 'coupon', name: 'Course Coupon' });
    await makeMallItem(testApp, { tenantId, name: 'Hidden Notebook', onShelf: false });
    const shelf = async (query: Record<string, string | number>) => {
      const page = await api.get<TPage<TMallItem>>(P.itemList, {
        token: learner.token,
        tenant: tenantId,
        query,
      });
      expect(page.status).toBe(200);
      return [page.body.response.data.map((item) => item.id), page.body.response.totalNum];
    };
    expect(await shelf({})).toEqual([[coupon.id, notebook.id, pen.id], 3]);
    expect(await shelf({ kind: 'goods' })).toEqual([[notebook.id, pen.id], 2]);
    expect(await shelf({ category: 'books', kind: '' })).toEqual([[notebook.id, pen.id], 2]);
    expect(await shelf({ keyword: 'NOTE' })).toEqual([[notebook.id], 1]);
    expect(await shelf({ pageNo: 5, pageSize: 2 })).toEqual([[], 3]);
  });
});
