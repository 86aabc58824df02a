// The one search through the real app: Chinese found by any two characters inside a title, English by a
// stem, visibility per org unit and per course audience, other tenants' rows never, typo suggestions.
import { searchPaths, type TSearchPage, type TSearchSuggestions } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import { limitAudience, makeCourse } from '../course/test-factories.ts';
import { courseSearchDoc, indexSearchDocument, removeSearchDocument } from './index-service.ts';
import { makeSearchDocument } from './test-factories.ts';

describe('search index', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const tag = uniqueSuffix().replace(/[0-9]/g, 'x');

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    ({ token } = await makeSignedInUser(testApp));
  });
  afterAll(() => testApp.close());

  const search = (keyword: string, as = token, tenant = 'learn', type?: string) =>
    api.get<TSearchPage>(searchPaths.homeSearch, {
      token: as,
      tenant,
      query: { keyword, pageNo: 1, pageSize: 50, ...(type ? { type } : {}) },
    });

  it('finds a Chinese title by any two-character word inside it', async () => {
    const doc = await makeSearchDocument(testApp, { title: `高效沟通与协作${tag}` });
    for (const word of ['沟通', '高效', '协作', '通与', '沟']) {
      const reply = await search(word);
      expect(reply.status).toBe(200);
      expect(reply.body.response.data.map((hit) => hit.id)).toContain(doc.refId);
    }
    const reply = await search('沟通');
    const hit = reply.body.response.data.find((row) => row.id === doc.refId);
    expect(hit?.titleParts.filter((part) => part.hit).map((part) => part.text)).toEqual(['沟通']);
    expect((await search('沟协')).body.response.data.map((row) => row.id)).not.toContain(doc.refId);
  });

  it('finds an English title by a stem and counts per tab', async () => {
    const doc = await makeSearchDocument(testApp, {
      title: `Communicating across teams ${tag}`,
      kind: 'news',
    });
    const reply = await search(`communication ${tag}`);
    expect(reply.body.response.data.map((hit) => hit.id)).toEqual([doc.refId]);
    expect(reply.body.response.counts.news).toBe(1);
    const otherTab = await search(`communication ${tag}`, token, 'learn', 'course');
    expect(otherTab.body.response.data).toEqual([]);
  });

  it('keeps an org-limited document to that org subtree', async () => {
    const org = await makeOrgUnit(testApp);
    const child = await makeOrgUnit(testApp, { parentId: org.id });
    const doc = await makeSearchDocument(testApp, { title: `Restricted handbook ${tag}`, orgIds: [org.id] });
    const inside = await makeSignedInUser(testApp, { orgId: child.id });
    const outside = await makeSignedInUser(testApp, { orgId: (await makeOrgUnit(testApp)).id });
    expect((await search(`handbook ${tag}`, inside.token)).body.response.data.map((hit) => hit.id)).toEqual([
      doc.refId,
    ]);
    expect((await search(`handbook ${tag}`, outside.token)).body.response.data).toEqual([]);
  });

  it('filters courses by the course policy and forgets removed rows', async () => {
    const course = await makeCourse(testApp, { name: `Negotiation basics ${tag}`, audience: 'limited' });
    await indexSearchDocument(testApp.database.db, courseSearchDoc('learn', course.id, course));
    const allowed = await makeSignedInUser(testApp);
    await limitAudience(testApp, course, { type: 'user', id: allowed.user.id });
    expect((await search(`negotiation ${tag}`)).body.response.data).toEqual([]);
    expect(
      (await search(`negotiation ${tag}`, allowed.token)).body.response.data.map((hit) => hit.kind),
    ).toEqual(['course']);
    await removeSearchDocument(testApp.database.db, 'learn', 'course', course.id);
    expect((await search(`negotiation ${tag}`, allowed.token)).body.response.data).toEqual([]);
  });

  it('never shows another tenant’s rows', async () => {
    const mine = await makeSearchDocument(testApp, { title: `租户隔离${tag}` });
    const other = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const reply = await search('隔离', other.token, 'acme');
    expect(reply.status).toBe(200);
    expect(reply.body.response.data.map((hit) => hit.id)).not.toContain(mine.refId);
  });

  it('suggests the close word for a misspelt one', async () => {
    await makeSearchDocument(testApp, { title: `Leadership fundamentals ${tag}` });
    const reply = await api.get<TSearchSuggestions>(searchPaths.suggest, {
      token,
      query: { keyword: 'leadreship' },
    });
    expect(reply.body.response.suggestions).toContain('leadership');
  });

  it('rejects an empty or too long text naming the field', async () => {
    const empty = await search('   ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('keyword');
    expect((await search('x'.repeat(101))).status).toBe(400);
  });
});
