// What a paid course or training unlocks, and when, through the real app: a course limited to its audience
// opens for the buyer once the order is paid (not when it is only created), and closes again on refund; a
// training signs the buyer up once paid and lets them go on refund; an order that could unlock nothing (a
// course the buyer already sees, a training whose sign-up is closed) is refused.
import { commerceAdminPaths as A, coursePaths, commercePaths as P, type TOrder } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drainDomainEvents } from '../../core/domain-events.ts';
import { col, queryRow } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { makeTraining } from '../training/test-factories.ts';
import { heldSandbox, makeCommerceAdmin, makeProduct, payOrder, requestId } from './test-factories.ts';

// Payment, event dispatch and two other domains' services per test: slow on a loaded machine.
describe('commerce: what a purchase unlocks', { timeout: 120_000 }, () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let sandbox: ReturnType<typeof heldSandbox>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    sandbox = heldSandbox(testApp);
  });
  afterAll(() => testApp.close());

  const order = (token: string, productId: number) =>
    api.post<TOrder>(P.orderCreate, { productId, requestId: requestId() }, { token });
  const courseStatus = async (token: string, id: number) =>
    (await api.get(coursePaths.getCourse, { token, query: { id } })).status;
  const drain = () => drainDomainEvents(testApp.database.db);
  // The app's own dispatcher may hold the event while this test drains (skip locked): wait for the outcome.
  const eventually = (check: () => Promise<void>) =>
    vi.waitFor(
      async () => {
        await drain();
        await check();
      },
      { timeout: 20_000, interval: 200 },
    );

  it('opens a limited course to its buyer once paid, and closes it again on refund', async () => {
    const admin = await makeCommerceAdmin(testApp);
    const course = await makeCourse(testApp, { audience: 'limited' });
    const product = await makeProduct(testApp, { kind: 'course', priceCents: 4900, refId: course.id });
    const buyer = await makeSignedInUser(testApp);
    const bystander = await makeSignedInUser(testApp);
    expect(await courseStatus(buyer.token, course.id)).toBe(404);

    const created = await order(buyer.token, product.id);
    expect(created.status).toBe(200);
    await drain();
    // Created but not paid: still locked.
    expect(await courseStatus(buyer.token, course.id)).toBe(404);
    await payOrder(testApp, api, sandbox, buyer.token, created.body.response.id);
    await eventually(async () => expect(await courseStatus(buyer.token, course.id)).toBe(200));
    expect(await courseStatus(bystander.token, course.id)).toBe(404);
    // Bought once: a second order is refused.
    expect((await order(buyer.token, product.id)).status).toBe(409);

    const refund = await api.post(
      A.orderRefund,
      { id: created.body.response.id, reason: 'changed mind' },
      { token: admin.token },
    );
    expect(refund.status).toBe(200);
    await eventually(async () => expect(await courseStatus(buyer.token, course.id)).toBe(404));
  });

  it('refuses to sell a course the buyer can already open', async () => {
    const course = await makeCourse(testApp, { audience: 'all' });
    const product = await makeProduct(testApp, { kind: 'course', priceCents: 4900, refId: course.id });
    const buyer = await makeSignedInUser(testApp);
    const reply = await order(buyer.token, product.id);
    expect(reply.status).toBe(409);
    expect(reply.body.resCode).toBe(409);
  });

  it('signs the buyer up to a training once paid, and lets them go on refund', async () => {
    const admin = await makeCommerceAdmin(testApp);
    const training = await makeTraining(testApp, { applyJoin: true, planSize: 10 });
    const product = await makeProduct(testApp, { kind: 'training', priceCents: 19900, refId: training.id });
    const buyer = await makeSignedInUser(testApp);
    const trainee = () =>
      queryRow(
        testApp.database.db,
        sql`select state, (removed_at is not null) as removed from training_trainees
          where training_id = ${training.id} and user_id = ${buyer.user.id}`,
        { state: col.text, removed: col.bool },
      );
    const created = await order(buyer.token, product.id);
    expect(created.status).toBe(200);
    await drain();
    expect(await trainee()).toBeUndefined();
    await payOrder(testApp, api, sandbox, buyer.token, created.body.response.id);
    await eventually(async () => expect(await trainee()).toEqual({ state: 'signed_up', removed: false }));

    const refund = await api.post(
      A.orderRefund,
      { id: created.body.response.id, reason: 'cannot attend' },
      { token: admin.token },
    );
    expect(refund.status).toBe(200);
    await eventually(async () => expect((await trainee())?.removed).toBe(true));
  });

  it('refuses to sell a training whose sign-up is closed', async () => {
    const training = await makeTraining(testApp, { applyJoin: false });
    const product = await makeProduct(testApp, { kind: 'training', priceCents: 19900, refId: training.id });
    const buyer = await makeSignedInUser(testApp);
    expect((await order(buyer.token, product.id)).status).toBe(409);
  });
});
