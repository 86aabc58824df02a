// Certificates anyone can verify (issue 11 §5): templates made in the back office, issued certificates with
// a public verification code, and each tenant's signing key for the verifiable-credential JSON.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { tenants } from './tenancy.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    backgroundUrl: text('background_url').notNull().default(''),
    body: text('body').notNull().default(''),
    validityMonths: integer('validity_months'),
    /** The back office's certificate management: 1 normal, 0 disabled (3 expired is derived from expiresAt). */
    status: integer('status').notNull().default(1),
    /** 0 training certificate (培训合格证书), 1 letter of appointment (聘书). */
    category: integer('category').notNull().default(0),
    /** The template's own window: certificates are issued from activeAt until expiresAt (both optional). */
    activeAt: ts('active_at'),
    expiresAt: ts('expires_at'),
    createdBy: integer('created_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('certificate_templates_tenant_idx').on(t.tenantId)],
);

export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** Public verification code (random, unguessable). */
    code: text('code').notNull(),
    templateId: integer('template_id').references(() => certificateTemplates.id),
    /** 'training' | 'exam'. */
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    holderName: text('holder_name').notNull(),
    title: text('title').notNull(),
    issuer: text('issuer').notNull(),
    body: text('body').notNull().default(''),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    validUntil: ts('valid_until'),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason').notNull().default(''),
    issuedBy: integer('issued_by'),
  },
  (t) => [
    uniqueIndex('certificates_code_uq').on(t.code),
    // One live certificate per source and holder: a double grant lands once.
    uniqueIndex('certificates_live_uq')
      .on(t.tenantId, t.sourceType, t.sourceId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('certificates_user_idx').on(t.tenantId, t.userId),
  ],
);

/** The tenant's Ed25519 key that signs certificate credentials (public part published for verifiers). */
export const certificateIssuerKeys = pgTable('certificate_issuer_keys', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  kid: text('kid').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
