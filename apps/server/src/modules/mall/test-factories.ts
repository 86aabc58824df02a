// The mall's test data: items (goods or coupons) straight into the table, addresses for a learner, and a
// back-office user holding every mall code. Points come from the achievement ledger's own factory.
import { roles } from '../../db/schema/index.ts';
import { mallAddresses, mallItems } from '../../db/schema/mall.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';

export type ItemOptions = {
  tenantId?: string;
  kind?: 'goods' | 'coupon';
  name?: string;
  points?: number;
  stock?: number;
  perUserLimit?: number;
  onShelf?: boolean;
  category?: string;
};

/** An item on the shelf: a good by default; a coupon takes 10 yuan off 100 for 30 days. */
export async function makeMallItem(testApp: TestApp, options: ItemOptions = {}) {
  const coupon = options.kind === 'coupon';
  const [item] = await testApp.database.db
    .insert(mallItems)
    .values({
      tenantId: options.tenantId ?? 'learn',
      kind: options.kind ?? 'goods',
      name: options.name ?? `Item ${uniqueSuffix()}`,
      category: options.category ?? '',
      points: options.points ?? 100,
      stock: options.stock ?? 10,
      perUserLimit: options.perUserLimit ?? 0,
      onShelf: options.onShelf ?? true,
      discountType: coupon ? 'fixed' : null,
      amountCents: coupon ? 1000 : 0,
      minSpendCents: coupon ? 10000 : 0,
      validDays: coupon ? 30 : 0,
    })
    .returning();
  if (!item) throw new Error('makeMallItem: no row');
  return item;
}

/** A default shipping address of the user. */
export async function makeAddress(testApp: TestApp, userId: number, tenantId = 'learn') {
  const [address] = await testApp.database.db
    .insert(mallAddresses)
    .values({
      tenantId,
      userId,
      receiver: 'Li Lei',
      phone: '13800138000',
      province: 'Guangdong',
      city: 'Shenzhen',
      district: 'Nanshan',
      detail: '1 Science Road',
      isDefault: true,
    })
    .returning();
  if (!address) throw new Error('makeAddress: no row');
  return address;
}

/** A signed-in back-office user whose role is the tenant's administrator (every code). */
export async function makeMallAdmin(testApp: TestApp, tenantId = 'learn') {
  const [role] = await testApp.database.db
    .insert(roles)
    .values({
      tenantId,
      name: `Mall admin ${uniqueSuffix()}`,
      code: `mall${uniqueSuffix()}`,
      kind: 'tenantAdmin',
    })
    .returning();
  if (!role) throw new Error('makeMallAdmin: no role');
  return makeSignedInUser(testApp, { tenantId, roleId: role.id });
}

/** A fresh request id, as the web app makes one per click. */
export function requestId(): string {
  return `req-${uniqueSuffix()}-${Math.random().toString(36).slice(2, 10)}`;
}
