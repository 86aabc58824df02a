// Plausible ids for a route's parameters: a parameter named `<thing>Id` takes ids of the table of that
// thing; a bare `id` (or a path `:id`) takes ids of the tables the route's URL words name. All ids are those
// of tenant `learn` rows, which a caller of another tenant must never reach.
import type { Db } from '../../db/client.ts';
import { quoteIdent, quoteText, rawRows, type Table } from './sweep-db.ts';

/** Words of URLs and parameter names that do not spell their table's name. */
const ALIASES: Record<string, string[]> = {
  user: ['users'],
  teacher: ['users'],
  lecturer: ['users'],
  stu: ['users'],
  catalog: ['course_chapters'],
  chapter: ['course_chapters'],
  notify: ['notifications'],
  msg: ['notifications'],
  org: ['organisations'],
  dept: ['organisations'],
  experience: ['course_experiences'],
  collect: ['course_collections'],
  collection: ['course_collections'],
  knowledge: ['knowledge_systems'],
  vod: ['videos'],
  wrong: ['exam_wrong_questions'],
};

const snake = (word: string) => word.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function tablesNamed(stem: string, tables: Table[]): string[] {
  const found = tables
    .map((table) => table.name)
    .filter((name) => name === `${stem}s` || name === stem || name.endsWith(`_${stem}s`));
  return [...new Set([...(ALIASES[stem] ?? []), ...found])];
}

export function urlWords(url: string): string[] {
  return url
    .split(/[^A-Za-z]+/)
    .flatMap((part) => snake(part).split('_'))
    .filter((word) => word.length >= 3 && !['api', 'manage', 'web', 'get', 'list', 'common'].includes(word));
}

export function isIdName(name: string): boolean {
  return name === 'id' || name === 'ids' || name === '*' || /^[a-z][A-Za-z]*Ids?$/.test(name);
}

export function createIdSource(db: Db, tables: Table[]) {
  const cache = new Map<string, string[]>();
  const withIds = tables.filter((table) => table.columns.some((column) => column.name === 'id'));

  async function learnIds(tableName: string): Promise<string[]> {
    const cached = cache.get(tableName);
    if (cached) return cached;
    const table = withIds.find((candidate) => candidate.name === tableName);
    const ids = table
      ? (
          await rawRows(
            db,
            `SELECT id::text AS id FROM ${quoteIdent(table.name)}
             WHERE ${quoteIdent(table.tenantColumn)} = ${quoteText('learn')} ORDER BY id LIMIT 2`,
          )
        ).map((row) => String(row.id))
      : [];
    cache.set(tableName, ids);
    return ids;
  }

  /** The tables whose ids a parameter of this route may take. */
  function tablesFor(name: string, url: string): string[] {
    if (name === 'id' || name === 'ids' || name === '*') {
      const named = [...new Set(urlWords(url).flatMap((word) => tablesNamed(word, tables)))];
      return named.length > 0 ? named : withIds.map((table) => table.name);
    }
    const stem = snake(name.replace(/Ids?$/, ''));
    const direct = tablesNamed(stem, tables);
    return direct.length > 0 ? direct : tablesNamed(stem.split('_').at(-1) ?? stem, tables);
  }

  return { learnIds, tablesFor };
}
