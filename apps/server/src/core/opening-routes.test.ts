// Opening-path aliasing (DESIGN §3) and "DELETE reads query and body", on a bare Fastify instance with
// the real auth hook and error handler (the full app's factory is ready before a test could add routes).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthHooks } from '../modules/auth/auth-hook.ts';
import type { SessionRow } from '../modules/auth/session-loader.ts';
import { createTokenSigner } from '../modules/auth/tokens.ts';
import type { AppDeps } from './app-deps.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerOpeningRoute, withoutOpening } from './opening-routes.ts';
import type { AuthUser } from './request-context.ts';
import { queryAndBody } from './validate.ts';

const signer = createTokenSigner('opening-routes-test-secret', 60);
const user: AuthUser & { disabled: boolean } = {
  id: 7,
  tenantId: 'learn',
  account: 'learner',
  name: 'L',
  realName: 'L',
  nickName: 'L',
  avatarUrl: '',
  phone: null,
  email: '',
  workNo: '',
  sex: 0,
  companyId: null,
  orgId: null,
  orgName: null,
  positionId: null,
  positionName: null,
  isTeacher: false,
  isTutor: false,
  tutorUserId: null,
  isOrgAdmin: false,
  roleId: 0,
  vipLevel: 'none',
  vipExpiresAt: null,
  disabled: false,
};
const session: SessionRow = {
  revokedAt: null,
  revokeReason: null,
  expiresAt: new Date(Date.now() + 3_600_000),
  tenantDisabled: false,
  user,
};

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.decorate('deps', { config: { clients: [{ clientId: 'web', clientSecret: 'web_secret' }] } } as AppDeps);
  registerErrorHandling(app);
  registerAuthHooks(app, { signer, loadSession: async (sid) => (sid === 'live' ? session : undefined) });
  registerOpeningRoute(app, {
    method: 'GET',
    url: '/api/course/external/opening/v1/detail',
    handler: async (request) => ({
      resCode: 200,
      resMsg: 'ok',
      response: { userId: request.auth?.user.id ?? null },
    }),
  });
  app.delete('/api/things', async (request) => ({
    resCode: 200,
    resMsg: 'ok',
    response: queryAndBody(request),
  }));
  await app.ready();
  token = await signer.signAccessToken({ sid: 'live', uid: 7, tid: 'learn', cid: 'web' });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers }).then((r) => ({ status: r.statusCode, body: r.json() }));

describe('opening paths', () => {
  it('serves the opening path to anonymous callers', async () => {
    const reply = await get('/api/course/external/opening/v1/detail');
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ userId: null });
  });

  it('still uses a token sent to the opening path', async () => {
    const reply = await get('/api/course/external/opening/v1/detail', { accesstoken: `bearer ${token}` });
    expect(reply.body.response).toEqual({ userId: 7 });
  });

  it('refuses a bad token even on the opening path', async () => {
    const reply = await get('/api/course/external/opening/v1/detail', { accesstoken: 'bearer nope' });
    expect(reply.status).toBe(401);
  });

  it('serves the path without the segment to signed-in callers only', async () => {
    const anonymous = await get('/api/course/v1/detail');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ resCode: 401, response: null });
    const signedIn = await get('/api/course/v1/detail', { accesstoken: `bearer ${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.response).toEqual({ userId: 7 });
  });

  it('drops exactly the external/opening segment', () => {
    expect(withoutOpening('/api/margin/external/opening/v1/buryPointWeb')).toBe(
      '/api/margin/v1/buryPointWeb',
    );
    expect(withoutOpening('/api/common/external/opening/getLiveVirtualPeople')).toBe(
      '/api/common/getLiveVirtualPeople',
    );
  });

  it('refuses to register a path that is not an opening path', () => {
    expect(() =>
      registerOpeningRoute(app, { method: 'GET', url: '/api/course/v1/other', handler: async () => ({}) }),
    ).toThrow(/Not an opening path/);
  });
});

describe('DELETE reads query and body', () => {
  const del = (url: string, payload?: unknown, contentType = 'application/json') =>
    app
      .inject({
        method: 'DELETE',
        url,
        ...(payload === undefined
          ? {}
          : {
              payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
              headers: { 'content-type': contentType },
            }),
      })
      .then((r) => ({ status: r.statusCode, body: r.json() }));

  it('merges query and JSON body, the body winning', async () => {
    const reply = await del('/api/things?ids=1,2&mode=query', { mode: 'body', extra: true });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ ids: '1,2', mode: 'body', extra: true });
  });

  it('reads the query alone when there is no body', async () => {
    expect((await del('/api/things?ids=3')).body.response).toEqual({ ids: '3' });
  });

  it('reads the body alone when there is no query', async () => {
    expect((await del('/api/things', { ids: [4, 5] })).body.response).toEqual({ ids: [4, 5] });
  });

  it('ignores a body that is not an object', async () => {
    expect((await del('/api/things?ids=6', [1, 2])).body.response).toEqual({ ids: '6' });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const reply = await del('/api/things?ids=7', '{"ids": [', 'application/json');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ resCode: 400, response: null });
  });
});
