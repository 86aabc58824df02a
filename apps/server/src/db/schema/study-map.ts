// The study map (issue 14): an ability dictionary (abilities with graded levels, each level with learning ways
// of route types 1..5), positions' competency models (an ability at a required level per position),
// promotion routes (ordered positions starting at a position) and each learner's chosen route, uploaded
// ability materials with their review, the learner's completions of linked items (kept from other domains'
// completion events) and the tenant's setting of who may choose their own position.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { positions } from './tenancy.ts';
import { users } from './users.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const studyMapAbilities = pgTable(
  'study_map_abilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('study_map_abilities_tenant_idx').on(t.tenantId, t.createdAt.desc())],
);

export const studyMapAbilityLevels = pgTable(
  'study_map_ability_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    abilityId: integer('ability_id')
      .notNull()
      .references(() => studyMapAbilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The level's grade 1..5: the radar's value for a position requiring it. */
    sort: smallint('sort').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [index('study_map_ability_levels_ability_idx').on(t.tenantId, t.abilityId)],
);

/** A learning way of a level (`ablr` in the original): a course, exam, training, live or a material to report. */
export const studyMapLevelRoutes = pgTable(
  'study_map_level_routes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    levelId: integer('level_id')
      .notNull()
      .references(() => studyMapAbilityLevels.id, { onDelete: 'cascade' }),
    routeType: smallint('route_type').notNull(),
    /** Another domain's record (no foreign key); 0 for a material. */
    bizId: integer('biz_id').notNull().default(0),
    routeName: text('route_name').notNull(),
    material: text('material').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('study_map_level_routes_level_idx').on(t.tenantId, t.levelId),
    index('study_map_level_routes_biz_idx').on(t.tenantId, t.routeType, t.bizId),
  ],
);

export const studyMapPositionAbilities = pgTable(
  'study_map_position_abilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    abilityId: integer('ability_id')
      .notNull()
      .references(() => studyMapAbilities.id, { onDelete: 'restrict' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => studyMapAbilityLevels.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('study_map_position_abilities_uq').on(t.tenantId, t.positionId, t.abilityId)],
);

export const studyMapRoutes = pgTable(
  'study_map_routes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** The position the route starts at (its first position). */
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    /** Positions in promotion order, the first being `position_id`. */
    positionIds: jsonb('position_ids').$type<number[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('study_map_routes_position_idx').on(t.tenantId, t.positionId)],
);

export const studyMapRouteChoices = pgTable(
  'study_map_route_choices',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: integer('position_id').notNull(),
    routeId: integer('route_id')
      .notNull()
      .references(() => studyMapRoutes.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.positionId] })],
);

export const studyMapMaterials = pgTable(
  'study_map_materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levelRouteId: integer('level_route_id')
      .notNull()
      .references(() => studyMapLevelRoutes.id, { onDelete: 'cascade' }),
    /** The file service's record (files.id); the material keeps its own name, address and size. */
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileSize: integer('file_size_bytes').notNull(),
    /** 1 pending, 2 approved, 3 rejected (MaterialReviewStatus). */
    status: smallint('status').notNull().default(1),
    reviewerId: integer('reviewer_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Only one material per learner and learning way (SPEC §5): a second upload is a unique violation.
    uniqueIndex('study_map_materials_uq').on(t.tenantId, t.userId, t.levelRouteId),
    index('study_map_materials_status_idx').on(t.tenantId, t.status, t.updatedAt.desc()),
  ],
);

/** What a learner completed in other domains (kept from their completion events): route type and record id. */
export const studyMapCompletions = pgTable(
  'study_map_completions',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    routeType: smallint('route_type').notNull(),
    bizId: integer('biz_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.routeType, t.bizId] })],
);

export const studyMapSettings = pgTable('study_map_settings', {
  tenantId: text('tenant_id').primaryKey(),
  /** People of this org unit (and below it) may choose their own position; null: nobody may. */
  positionChangeOrgId: integer('position_change_org_id'),
  updatedAt: updatedAt(),
});
