// The personal centre's own data: evaluations between a tutor and an apprentice (SPEC §6 tutor, tutor's
// student). Who is whose tutor stays in `user_identities` (the org domain's); each side evaluates the other
// once per pairing (`author` says which side wrote it), so a repeated click changes nothing twice.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

export const tutorEvaluations = pgTable(
  'tutor_evaluations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    tutorUserId: integer('tutor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apprenticeUserId: integer('apprentice_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'tutor' (the tutor evaluated the apprentice) or 'apprentice' (the apprentice evaluated the tutor). */
    author: text('author').notNull(),
    score: smallint('score').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tutor_evaluations_pair_uq').on(t.tenantId, t.tutorUserId, t.apprenticeUserId, t.author),
    index('tutor_evaluations_apprentice_idx').on(t.tenantId, t.apprenticeUserId),
    check('tutor_evaluations_author_ck', sql`${t.author} in ('tutor', 'apprentice')`),
    check('tutor_evaluations_score_ck', sql`${t.score} between 1 and 5`),
  ],
);
