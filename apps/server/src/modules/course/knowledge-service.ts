// The category tree of the course centre: knowledge systems, whole (listKnowledgeSystem) or one level at a
// time (the original client's getNextCatalogsById, which walks down from the top).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { knowledgeSystems } from '../../db/schema/index.ts';

export type KnowledgeNode = { id: number; name: string; parentId: number | null; children: KnowledgeNode[] };

const columns = { id: knowledgeSystems.id, name: knowledgeSystems.name, parentId: knowledgeSystems.parentId };

export async function listKnowledgeTree(db: DbOrTx, tenantId: string): Promise<KnowledgeNode[]> {
  const rows = await db
    .select(columns)
    .from(knowledgeSystems)
    .where(eq(knowledgeSystems.tenantId, tenantId))
    .orderBy(asc(knowledgeSystems.sort), asc(knowledgeSystems.id));
  const nodes = new Map<number, KnowledgeNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: KnowledgeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The systems right under `parentId`, or the top ones; an id of another tenant has no children here. */
export async function listNextCategories(db: DbOrTx, tenantId: string, parentId: number | undefined) {
  return db
    .select(columns)
    .from(knowledgeSystems)
    .where(
      and(
        eq(knowledgeSystems.tenantId, tenantId),
        parentId === undefined ? isNull(knowledgeSystems.parentId) : eq(knowledgeSystems.parentId, parentId),
      ),
    )
    .orderBy(asc(knowledgeSystems.sort), asc(knowledgeSystems.id));
}
