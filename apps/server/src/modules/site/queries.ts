// Column lists and row shapes of the site domain, written once: logos, banners and home plans.
import type { THomeItem } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

/** A timestamptz column as epoch milliseconds (float8: both drivers hand back a plain number). */
function ms(column: string): SQL {
  return sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
}

export const logoShape = {
  id: col.int,
  org_id: col.int,
  org_name: col.text,
  front_url: col.text,
  background_url: col.text,
  remark: col.text,
  updated_at: col.epochMs,
};
export type LogoRow = RowOf<typeof logoShape>;
/** `l` site_logos, `o` its org unit. */
export const logoColumns = sql`l.id, l.org_id, coalesce(o.name, '') as org_name, l.front_url, l.background_url,
  l.remark, ${ms('l.updated_at')} as updated_at`;

export const bannerShape = {
  id: col.int,
  org_id: col.int,
  device_type: col.text,
  pic_url: col.text,
  link_url: col.text,
  remark: col.text,
  sort: col.int,
  updated_at: col.epochMs,
};
export type BannerRow = RowOf<typeof bannerShape>;
/** `b` site_banners. */
export const bannerColumns = sql`b.id, b.org_id, b.device_type, b.pic_url, b.link_url, b.remark, b.sort,
  ${ms('b.updated_at')} as updated_at`;

export const planShape = {
  id: col.int,
  org_id: col.int,
  device: col.int,
  name: col.text,
  item: col.json<THomeItem>(),
  released: col.bool,
  updated_at: col.epochMs,
};
export type PlanRow = RowOf<typeof planShape>;
/** `p` site_home_plans. */
export const planColumns = sql`p.id, p.org_id, p.device, p.name, p.item, p.released, ${ms('p.updated_at')} as updated_at`;
