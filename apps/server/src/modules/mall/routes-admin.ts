// The back office's mall: goods and coupons (list, detail, save, shelf, restock, delete) and the exchange
// orders (list, ship, complete, cancel with refund, export). Every route is `backOffice(code)`.
import {
  mallPrivilegeCodes as C,
  MallItemKind,
  mallAdminPaths as P,
  ZMallAdminExchangeListSchema,
  ZMallAdminItemListSchema,
  ZMallCancelSchema,
  ZMallExchangeExportSchema,
  ZMallIdSchema,
  ZMallItemSaveSchema,
  ZMallRestockSchema,
  ZMallShelfSchema,
  ZMallShipSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import { deleteItem, getItem, listItems, restock, saveItem, setShelf } from './item-service.ts';
import { presentAdminExchange, presentAdminItem } from './presenter.ts';
import { EXCHANGE_EXPORT, exchangeSheetRow } from './presenter-export.ts';
import { exportTenantExchanges, listTenantExchanges } from './record-service.ts';
import { cancelExchange, completeExchange, shipExchange } from './state-service.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

/** Goods and coupons: the same calls under each kind's paths, each guarded by its own page's codes. */
function itemRoutes(app: FastifyInstance, kind: MallItemKind) {
  const { db } = app.deps;
  const paths = kind === MallItemKind.coupon ? P.coupon : P.goods;
  const view = backOffice(kind === MallItemKind.coupon ? C.coupon : C.goods);
  const edit = backOffice(kind === MallItemKind.coupon ? C.couponEdit : C.goodsEdit);
  /** The item when it is of this page's kind (a coupon is not found on the goods page). */
  const itemOf = async (request: FastifyRequest, id: number) => {
    const item = await getItem(db, actorOf(request), id);
    if (item.kind !== kind) throw new AppError('NOT_FOUND');
    return item;
  };

  app.get(paths.list, view, async (request) => {
    const query = parseInput(ZMallAdminItemListSchema, { ...(request.query as object), kind }, request);
    const { rows, totalNum } = await listItems(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentAdminItem), totalNum, query.pageSize));
  });
  app.get(paths.detail, view, async (request) => {
    const { id } = parseInput(ZMallIdSchema, request.query, request);
    return ok(request, presentAdminItem(await itemOf(request, id)));
  });
  app.post(paths.save, edit, async (request) => {
    const body = parseInput(ZMallItemSaveSchema, { ...input(request), kind }, request);
    return ok(request, { id: await saveItem(db, actorOf(request), body) });
  });
  app.post(paths.shelf, edit, async (request) => {
    const { id, onShelf } = parseInput(ZMallShelfSchema, input(request), request);
    await itemOf(request, id);
    await setShelf(db, actorOf(request), id, onShelf);
    return ok(request, { id });
  });
  app.post(paths.restock, edit, async (request) => {
    const { id, quantity } = parseInput(ZMallRestockSchema, input(request), request);
    await itemOf(request, id);
    return ok(request, { id, stock: await restock(db, actorOf(request), id, quantity) });
  });
  app.post(paths.delete, edit, async (request) => {
    const { id } = parseInput(ZMallIdSchema, input(request), request);
    await itemOf(request, id);
    await deleteItem(db, actorOf(request), id);
    return ok(request, { id });
  });
}

export async function mallAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  itemRoutes(app, MallItemKind.goods);
  itemRoutes(app, MallItemKind.coupon);

  app.get(P.exchangeList, backOffice(C.exchange), async (request) => {
    const query = parseInput(ZMallAdminExchangeListSchema, request.query, request);
    const { rows, totalNum } = await listTenantExchanges(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentAdminExchange), totalNum, query.pageSize));
  });
  app.post(P.exchangeShip, backOffice(C.exchangeShip), async (request) => {
    const body = parseInput(ZMallShipSchema, input(request), request);
    await shipExchange(db, actorOf(request), body);
    return ok(request, { id: body.id });
  });
  app.post(P.exchangeComplete, backOffice(C.exchangeShip), async (request) => {
    const { id } = parseInput(ZMallIdSchema, input(request), request);
    await completeExchange(db, actorOf(request), id, false);
    return ok(request, { id });
  });
  app.post(P.exchangeCancel, backOffice(C.exchangeCancel), async (request) => {
    const { id, reason } = parseInput(ZMallCancelSchema, input(request), request);
    await cancelExchange(db, actorOf(request), id, reason ?? '', false);
    return ok(request, { id });
  });
  app.get(P.exchangeExport, backOffice(C.exchangeExport), async (request, reply) => {
    const query = parseInput(ZMallExchangeExportSchema, request.query, request);
    const rows = await exportTenantExchanges(db, actorOf(request), query);
    const lang = request.lang;
    return exportRows(reply, lang, {
      ...EXCHANGE_EXPORT,
      rows: rows.map((row) => exchangeSheetRow(row, lang)),
    });
  });
}
