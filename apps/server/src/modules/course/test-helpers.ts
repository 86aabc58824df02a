// Helpers of the course API tests that are not factories: a course's chapters in catalogue order, and
// requests whose method the shared client lacks (PUT) or whose reply is not JSON (xlsx, PNG).
import { asc, eq } from 'drizzle-orm';
import { courseChapters } from '../../db/schema/index.ts';
import { WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import type { TestApp } from '../../test/app-factory.ts';

export async function chaptersOf(testApp: TestApp, courseId: number) {
  return testApp.database.db
    .select({ id: courseChapters.id, type: courseChapters.type, duration: courseChapters.durationSeconds })
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
}

/** Any request, answered as raw bytes with status and headers. */
export async function rawRequest(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: {
    token?: string;
    tenant?: string;
    query?: Record<string, string | number>;
    body?: Record<string, unknown>;
  } = {},
) {
  const reply = await testApp.app.inject({
    method,
    url,
    query: options.query
      ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
      : undefined,
    headers: {
      authorization: WEB_CLIENT_BASIC,
      'tenant-id': options.tenant ?? 'learn',
      ...(options.token ? { accesstoken: `bearer ${options.token}` } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: reply.statusCode, headers: reply.headers, body: reply.rawPayload };
}
