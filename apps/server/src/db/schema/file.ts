// Stored files (SPEC §5 "uploaded file names are a generated unique id plus the original extension"),
// their preview cache (Office → PDF), and videos (SPEC §7 Video) with duration and HLS rendition state.
import { bigint, boolean, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { users } from './users.ts';

export const files = pgTable(
  'files',
  {
    /** Random UUID; also the stem of the stored name. */
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    originalName: text('original_name').notNull(),
    /** `<id>.<ext>` */
    storedName: text('stored_name').notNull(),
    /** Key of the object in the storage driver. */
    storageKey: text('storage_key').notNull(),
    ext: text('ext').notNull(),
    /** Upload kind of SPEC §5: video, audio, document, image, archive. */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256'),
    /** Readable by anyone of the tenant (covers, rich-text images); otherwise by its owner only. */
    isPublic: boolean('is_public').notNull().default(false),
    /** 'none' | 'converting' | 'ready' | 'failed' */
    previewState: text('preview_state').notNull().default('none'),
    previewKey: text('preview_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_tenant_owner_idx').on(t.tenantId, t.ownerUserId)],
);

export const videos = pgTable(
  'videos',
  {
    /** Random UUID handed to the client as videoId. */
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    /** Set once the upload completed. */
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Seconds. */
    duration: real('duration'),
    /** 'ffprobe' | 'client' */
    durationSource: text('duration_source'),
    /** 'none' | 'pending' | 'processing' | 'ready' | 'failed' | 'unavailable' */
    hlsState: text('hls_state').notNull().default('none'),
    /** Storage prefix of the rendition (ends in '/'); its playlist is index.m3u8. */
    hlsPrefix: text('hls_prefix'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_tenant_owner_idx').on(t.tenantId, t.ownerUserId)],
);
