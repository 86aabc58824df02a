// Failures of the points mall (issue 15).
import type { CatalogueEntry } from '../common/errors.ts';

export const mallErrors = {
  MALL_OUT_OF_STOCK: { status: 409, resCode: 409, message: 'mall.outOfStock' },
  MALL_LIMIT_REACHED: { status: 409, resCode: 409, message: 'mall.limitReached' },
  MALL_ADDRESS_REQUIRED: { status: 400, resCode: 400, message: 'mall.addressRequired' },
  MALL_ADDRESS_LIMIT: { status: 409, resCode: 409, message: 'mall.addressLimit' },
  MALL_EXCHANGE_STATE: { status: 409, resCode: 409, message: 'mall.exchangeState' },
  MALL_ITEM_IN_USE: { status: 409, resCode: 409, message: 'mall.itemInUse' },
  MALL_REQUEST_REUSED: { status: 409, resCode: 409, message: 'mall.requestReused' },
} as const satisfies Record<string, CatalogueEntry>;
