// The records a plan item may name, by kind: the table, its name column and what makes it usable
// (a course not deleted). Read to check an item exists in the tenant and to copy its name.
import { PlanItemKind } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';

export const REF_SOURCES: Record<PlanItemKind, { from: SQL; name: SQL; usable: SQL }> = {
  [PlanItemKind.course]: { from: sql`courses r`, name: sql`r.name`, usable: sql`r.deleted_at is null` },
  [PlanItemKind.exam]: { from: sql`exams r`, name: sql`r.name`, usable: sql`true` },
  [PlanItemKind.live]: { from: sql`live_plans r`, name: sql`r.channel_name`, usable: sql`true` },
  [PlanItemKind.training]: { from: sql`trainings r`, name: sql`r.name`, usable: sql`true` },
  [PlanItemKind.homework]: { from: sql`homework_assignments r`, name: sql`r.title`, usable: sql`true` },
};
