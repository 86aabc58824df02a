// The learner's mall calls: the shelf, an item, my points, exchanging (once per click), my exchange records
// with cancel and confirm receipt, my shipping addresses and the coupons I bought.
import {
  mallPaths as P,
  ZMallAddressSaveSchema,
  ZMallCouponListSchema,
  ZMallExchangeListSchema,
  ZMallExchangeSchema,
  ZMallIdSchema,
  ZMallItemListSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { deleteAddress, listAddresses, makeDefaultAddress, saveAddress } from './address-service.ts';
import { listShelf, myBalance, shelfCategories, shelfItem } from './catalog-service.ts';
import { exchangeItem } from './exchange-service.ts';
import {
  presentAddress,
  presentExchange,
  presentItem,
  presentItemDetail,
  presentUserCoupon,
} from './presenter.ts';
import { listMyCoupons, listMyExchanges, myExchange } from './record-service.ts';
import { cancelExchange, completeExchange } from './state-service.ts';

const idOf = (request: FastifyRequest) => parseInput(ZMallIdSchema, queryAndBody(request), request).id;

export async function mallLearnerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.itemList, signedIn, async (request) => {
    const query = parseInput(ZMallItemListSchema, request.query, request);
    const { rows, totalNum } = await listShelf(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentItem), totalNum, query.pageSize));
  });
  app.get(P.categories, signedIn, async (request) =>
    ok(request, await shelfCategories(db, actorOf(request))),
  );
  app.get(P.itemDetail, signedIn, async (request) => {
    const { item, myRemaining } = await shelfItem(db, actorOf(request), idOf(request));
    return ok(request, presentItemDetail(item, myRemaining));
  });
  app.get(P.myPoints, signedIn, async (request) =>
    ok(request, { balance: await myBalance(db, actorOf(request)) }),
  );

  app.post(P.exchange, signedIn, async (request) => {
    const input = parseInput(ZMallExchangeSchema, request.body, request);
    const actor = actorOf(request);
    const { id } = await exchangeItem(db, actor, input);
    return ok(request, presentExchange(await myExchange(db, actor, id)));
  });
  app.get(P.exchangeRecords, signedIn, async (request) => {
    const query = parseInput(ZMallExchangeListSchema, request.query, request);
    const { rows, totalNum } = await listMyExchanges(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentExchange), totalNum, query.pageSize));
  });
  app.get(P.exchangeDetail, signedIn, async (request) =>
    ok(request, presentExchange(await myExchange(db, actorOf(request), idOf(request)))),
  );
  app.post(P.exchangeCancel, signedIn, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    await cancelExchange(db, actor, id, '', true);
    return ok(request, presentExchange(await myExchange(db, actor, id)));
  });
  app.post(P.exchangeReceive, signedIn, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    await completeExchange(db, actor, id, true);
    return ok(request, presentExchange(await myExchange(db, actor, id)));
  });

  app.get(P.addressList, signedIn, async (request) =>
    ok(request, (await listAddresses(db, actorOf(request))).map(presentAddress)),
  );
  app.post(P.addressSave, signedIn, async (request) => {
    const input = parseInput(ZMallAddressSaveSchema, request.body, request);
    return ok(request, { id: await saveAddress(db, actorOf(request), input) });
  });
  app.post(P.addressDelete, signedIn, async (request) => {
    const id = idOf(request);
    await deleteAddress(db, actorOf(request), id);
    return ok(request, { id });
  });
  app.post(P.addressDefault, signedIn, async (request) => {
    const id = idOf(request);
    await makeDefaultAddress(db, actorOf(request), id);
    return ok(request, { id });
  });
  app.get(P.myCoupons, signedIn, async (request) => {
    const query = parseInput(ZMallCouponListSchema, request.query, request);
    return ok(request, (await listMyCoupons(db, actorOf(request), query)).map(presentUserCoupon));
  });
}
