// The parameter names the sweep sends: a route's own path parameters, the names the original learner
// client sends to that path, the fields every shared zod object schema declares, and a generic set of common
// names. Zod strips the names a route does not read, so sending them all is harmless and covers routes
// whose schema the sweep cannot see.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as shared from '@elearning/shared';
import type { SweptRoute } from './sweep-routes.ts';

export const GENERIC_NAMES = [
  ...['id', 'ids', 'courseId', 'examId', 'batchId', 'chapterId', 'fileId', 'noteId', 'userId', 'paperId'],
  ...['questionId', 'attemptId', 'videoId', 'orgId', 'pageNo', 'pageSize', 'currentPage', 'size', 'type'],
  ...['status', 'kind', 'keyword', 'name', 'title', 'content', 'sort', 'order', 'catalogId', 'teacherId'],
];

/** Names that page a list: they also get negative and huge numbers. */
export const PAGE_NAMES = ['pageNo', 'pageSize', 'currentPage', 'size', 'page', 'limit', 'offset'];

type LearnerCall = { method: string; path: string; params: string[] };

function isLearnerCall(value: unknown): value is LearnerCall {
  if (!value || typeof value !== 'object') return false;
  const call = value as Record<string, unknown>;
  return typeof call.method === 'string' && typeof call.path === 'string' && Array.isArray(call.params);
}

function loadLearnerCalls(): LearnerCall[] {
  const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
  const candidates = [
    path.join(repoRoot, 'docs/original-api/learner-calls.json'),
    path.join(repoRoot, '../shared/original-api/learner-calls.json'),
  ];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed.filter(isLearnerCall) : [];
}

/** Field names of every zod object schema @elearning/shared exports. */
function sharedSchemaNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(shared)) {
    if (!value || typeof value !== 'object' || !('_zod' in value) || !('shape' in value)) continue;
    const shape = value.shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names];
}

const learnerCalls = loadLearnerCalls();
const callsByRoute = new Map<string, string[]>();
for (const call of learnerCalls) {
  const key = `${call.method.toUpperCase()} ${call.path}`;
  callsByRoute.set(key, [...(callsByRoute.get(key) ?? []), ...call.params.map(String)]);
}

const isName = (name: string) => /^[A-Za-z_][\w]{0,40}$/.test(name);

/** Every name the sweep knows, deduplicated (path wildcards excluded). */
export const ALL_NAMES: string[] = [
  ...new Set([...GENERIC_NAMES, ...sharedSchemaNames(), ...learnerCalls.flatMap((call) => call.params)]),
].filter(isName);

/** The names this route is known to read: path parameters and the original client's parameters. */
export function namesOfRoute(route: SweptRoute): string[] {
  const fromCalls = callsByRoute.get(route.key) ?? [];
  return [...new Set([...route.pathParams.filter((name) => name !== '*'), ...fromCalls])].filter(isName);
}

/** The field names a 400 reply lists (`response.fields[].field`), top-level part only. */
export function fieldsOfReply(json: unknown): string[] {
  if (!json || typeof json !== 'object' || !('response' in json)) return [];
  const response = json.response;
  if (!response || typeof response !== 'object' || !('fields' in response)) return [];
  const fields = response.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .map((entry: unknown) =>
      entry && typeof entry === 'object' && 'field' in entry ? String(entry.field).split('.')[0] : '',
    )
    .filter((name): name is string => Boolean(name));
}
