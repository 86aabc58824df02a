// API paths of the points mall (issue 15). The original clients have no mall calls in the recorded API, so
// these are designed in the learner client's style (`/api/manage/v1/web/<area>/<verb>`) for the learner and
// the back office's (`/api/manage/v1/<area>/<verb>`) for administration.
const WEB = '/api/manage/v1/web/integralMall';
const ADMIN = '/api/manage/v1/integralMall';

export const mallPaths = {
  /** GET {pageNo, pageSize, kind?, category?, keyword?}: items on the shelf, {data, totalNum, totalPage}. */
  itemList: `${WEB}/goods/list`,
  /** GET: the categories of goods on the shelf. */
  categories: `${WEB}/goods/categories`,
  /** GET {id}: one item on the shelf (goods or coupon) with what I may still exchange. */
  itemDetail: `${WEB}/goods/detail`,
  /** GET: my spendable points. */
  myPoints: `${WEB}/points`,
  /** POST {itemId, quantity, addressId?, requestId}: exchange points for an item, once per requestId. */
  exchange: `${WEB}/exchange`,
  /** GET {pageNo, pageSize, status?}: my exchange records. */
  exchangeRecords: `${WEB}/exchange/list`,
  /** GET {id}: one of my exchange records. */
  exchangeDetail: `${WEB}/exchange/detail`,
  /** POST {id}: cancel my exchange while it waits for shipment (points back, stock back). */
  exchangeCancel: `${WEB}/exchange/cancel`,
  /** POST {id}: confirm that a shipped good arrived. */
  exchangeReceive: `${WEB}/exchange/receive`,
  /** GET: my shipping addresses, the default first. */
  addressList: `${WEB}/address/list`,
  /** POST {id?, receiver, phone, province, city, district, detail, isDefault}: add or edit an address. */
  addressSave: `${WEB}/address/save`,
  /** POST {id}: delete one of my addresses. */
  addressDelete: `${WEB}/address/delete`,
  /** POST {id}: make an address my default. */
  addressDefault: `${WEB}/address/default`,
  /** GET {status?}: the coupons I bought with points. */
  myCoupons: `${WEB}/coupon/mine`,
} as const;

/** The back office's calls for one kind of item (goods or coupons), same shape under each. */
const itemAdminPaths = (area: 'goods' | 'coupon') =>
  ({
    /** GET {name?, onShelf?, pageNo, pageSize}: the tenant's items of this kind. */
    list: `${ADMIN}/${area}/list`,
    /** GET {id}: one item for the editor. */
    detail: `${ADMIN}/${area}/detail`,
    /** POST: add (no id) or edit an item. */
    save: `${ADMIN}/${area}/save`,
    /** POST {id, onShelf}: put on or take off the shelf. */
    shelf: `${ADMIN}/${area}/shelf`,
    /** POST {id, quantity}: add stock (a new batch). */
    restock: `${ADMIN}/${area}/restock`,
    /** POST {id}: delete an item nobody has exchanged. */
    delete: `${ADMIN}/${area}/delete`,
  }) as const;

export const mallAdminPaths = {
  goods: itemAdminPaths('goods'),
  coupon: itemAdminPaths('coupon'),
  /** GET {pageNo, pageSize, status?, kind?, keyword?}: exchange records of the tenant. */
  exchangeList: `${ADMIN}/exchange/list`,
  /** POST {id, trackingCompany, trackingNo}: ship a pending exchange. */
  exchangeShip: `${ADMIN}/exchange/ship`,
  /** POST {id}: mark a shipped exchange completed. */
  exchangeComplete: `${ADMIN}/exchange/complete`,
  /** POST {id, reason}: cancel an exchange (points back, stock back, exactly once). */
  exchangeCancel: `${ADMIN}/exchange/cancel`,
  /** GET {status?, kind?, keyword?}: the exchange records as an Excel file. */
  exchangeExport: `${ADMIN}/exchange/export`,
} as const;
