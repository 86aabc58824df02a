// Column builders shared by the exam schema files.
import { numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';

export const examColumns = {
  points: (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' }),
  at: (name: string) => timestamp(name, { withTimezone: true }),
  tenantId: () =>
    text('tenant_id')
      .notNull()
      .references(() => tenants.id),
};
