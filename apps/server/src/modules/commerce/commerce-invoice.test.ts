// Invoices through the real app: only for a paid order with an amount, validation naming the field, one per
// order even when two applications race, applied → issued → sent by the back office, each move once, and
// another user's invoice is a 404.
import { commerceAdminPaths as A, commercePaths as P, type TInvoice, type TOrder } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { heldSandbox, makeCommerceAdmin, makeProduct, payOrder, requestId } from './test-factories.ts';

describe('commerce: invoices', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let sandbox: ReturnType<typeof heldSandbox>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    sandbox = heldSandbox(testApp);
  });
  afterAll(() => testApp.close());

  async function orderOf(token: string, priceCents: number) {
    const product = await makeProduct(testApp, { priceCents });
    const created = await api.post<TOrder>(
      P.orderCreate,
      { productId: product.id, requestId: requestId() },
      { token },
    );
    return created.body.response;
  }

  it('accepts an application only for a paid order with an amount, naming bad fields', async () => {
    const { token } = await makeSignedInUser(testApp);
    const unpaid = await orderOf(token, 1500);
    const apply = {
      orderId: unpaid.id,
      title: 'ACME Ltd',
      taxNo: '91310000ma1k2l3m4n',
      email: 'bill@acme.test',
    };
    expect((await api.post(P.invoiceApply, apply, { token })).status).toBe(409);
    const free = await orderOf(token, 0);
    expect(free.status).toBe('fulfilled');
    expect((await api.post(P.invoiceApply, { ...apply, orderId: free.id }, { token })).status).toBe(409);
    const bad = await api.post(
      P.invoiceApply,
      { ...apply, taxNo: '12', email: 'nope' },
      { token, lang: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('taxNo');
    expect(JSON.stringify(bad.body)).toContain('email');
  });

  it('makes one invoice of two racing applications and moves it applied → issued → sent', async () => {
    const admin = await makeCommerceAdmin(testApp);
    const { token } = await makeSignedInUser(testApp);
    const order = await orderOf(token, 2599);
    await payOrder(testApp, api, sandbox, token, order.id);
    const apply = { orderId: order.id, title: 'ACME Ltd', email: 'bill@acme.test' };
    const replies = await Promise.all([
      api.post(P.invoiceApply, apply, { token }),
      api.post(P.invoiceApply, apply, { token }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const stranger = await makeSignedInUser(testApp);
    expect(
      (await api.get(P.invoiceDetail, { token: stranger.token, query: { orderId: order.id } })).status,
    ).toBe(404);
    const mine = await api.get<TInvoice>(P.invoiceDetail, { token, query: { orderId: order.id } });
    expect(mine.body.response.status).toBe('applied');
    expect(mine.body.response.amountCents).toBe(2599);
    const id = mine.body.response.id;
    expect((await api.post(A.invoiceSend, { id }, { token: admin.token })).status).toBe(409);
    expect(
      (await api.post(A.invoiceIssue, { id, fileUrl: '/files/invoice.pdf' }, { token: admin.token })).status,
    ).toBe(200);
    expect(
      (await api.post(A.invoiceIssue, { id, fileUrl: '/files/invoice.pdf' }, { token: admin.token })).status,
    ).toBe(409);
    const issued = await api.get<TInvoice>(P.invoiceDetail, { token, query: { orderId: order.id } });
    expect(issued.body.response.status).toBe('issued');
    expect((await api.post(A.invoiceSend, { id }, { token: admin.token })).status).toBe(200);
    expect((await api.post(A.invoiceIssue, { id, fileUrl: '/x.pdf' }, { token })).status).toBe(403);
  });
});
