// Helpers of the course and study API tests: sign in, find demo courses and chapters by name, and call
// endpoints whose method the shared client lacks (PUT) or whose reply is not JSON (xlsx, PNG).
import { and, asc, eq } from 'drizzle-orm';
import { courseChapters, courses } from '../../db/schema/index.ts';
import { apiClient, WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import type { TestApp } from '../../test/app-factory.ts';

export async function signIn(testApp: TestApp, account: string, tenant = 'learn') {
  return (await apiClient(testApp.app).login(account, { tenant })).access_token;
}

export async function courseIdOf(testApp: TestApp, name: string, tenant = 'learn'): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, tenant), eq(courses.name, name)));
  if (!row) throw new Error(`no course named ${name} in ${tenant}`);
  return row.id;
}

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
  options: { token?: string; query?: Record<string, string | number>; body?: Record<string, unknown> } = {},
) {
  const reply = await testApp.app.inject({
    method,
    url,
    query: options.query
      ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
      : undefined,
    headers: {
      authorization: WEB_CLIENT_BASIC,
      'tenant-id': 'learn',
      ...(options.token ? { accesstoken: `bearer ${options.token}` } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: reply.statusCode, headers: reply.headers, body: reply.rawPayload };
}
