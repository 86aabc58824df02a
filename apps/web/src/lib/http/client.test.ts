// Unit tests of the request layer against a recorded fake fetch: headers, bodies, the opening
// rewrite, error reactions of SPEC §8, blob pass-through, protected actions and token refresh.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './client.ts';
import { ApiError, LoginRequiredError } from './errors.ts';
import type { HttpDeps, TokenGrant } from './types.ts';

type Call = { url: string; init: RequestInit };
type Responder = (call: Call) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (response: unknown) => json({ resCode: 200, resMsg: 'ok', response });

function setup(options: { token?: string; expiresAt?: number; responder?: Responder } = {}) {
  const calls: Call[] = [];
  let responder: Responder = options.responder ?? (() => ok(null));
  const state = { token: options.token, refresh: 'refresh-1', expiresAt: options.expiresAt };
  const hooks = {
    toast: vi.fn<(message: string) => void>(),
    relogin: vi.fn<(message: string) => Promise<void>>(() => Promise.resolve()),
    unauthorized: vi.fn<() => void>(),
    tenantUnavailable: vi.fn<() => void>(),
    loginRequired: vi.fn<() => void>(),
  };
  const deps: HttpDeps = {
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return responder(call);
    },
    now: () => 1_000_000,
    crypto: globalThis.crypto,
    runExclusive: (_name, task) => task(),
    hooks,
    session: {
      accessToken: () => state.token,
      refreshToken: () => state.refresh,
      tenantId: () => 'learn',
      expiresAt: () => state.expiresAt,
      language: () => 'zh-CN',
      tokenRefreshed: (grant: TokenGrant) => {
        state.token = grant.access_token;
        state.refresh = grant.refresh_token;
        state.expiresAt = 1_000_000 + grant.expires_in * 1000;
      },
    },
  };
  const client = createHttpClient(() => deps);
  return {
    client,
    calls,
    hooks,
    state,
    respond: (next: Responder) => {
      responder = next;
    },
  };
}

const header = (call: Call | undefined, name: string) =>
  ((call?.init.headers ?? {}) as Record<string, string>)[name];

describe('request conventions', () => {
  it('sends the four headers and the UI language', async () => {
    const { client, calls } = setup({ token: 'tok' });
    await client.get('/msg/v1/msg/notify/count');
    const call = calls[0];
    expect(call?.url).toBe('/api/msg/v1/msg/notify/count');
    expect(header(call, 'Authorization')).toBe(`Basic ${btoa('web:web_secret')}`);
    expect(header(call, 'Tenant-Id')).toBe('learn');
    expect(header(call, 'appId')).toBeTruthy();
    expect(header(call, 'accessToken')).toBe('bearer tok');
    expect(header(call, 'Accept-Language')).toBe('zh-CN');
  });

  it('omits the access token when signed out', async () => {
    const { client, calls } = setup();
    await client.get('/api/sys/v1/domain/info');
    expect(header(calls[0], 'accessToken')).toBeUndefined();
  });

  it('puts GET params in the query, POST params in a JSON body, DELETE params in both', async () => {
    const { client, calls } = setup({ token: 't' });
    await client.get('/x', { pageNo: 1, isRead: 0 });
    await client.post('/y', { id: 5 });
    await client.del('/z', { ids: '1,2' });
    expect(calls[0]?.url).toBe('/api/x?pageNo=1&isRead=0');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[1]?.url).toBe('/api/y');
    expect(calls[1]?.init.body).toBe('{"id":5}');
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
    expect(calls[2]?.url).toBe('/api/z?ids=1%2C2');
    expect(calls[2]?.init.body).toBe('{"ids":"1,2"}');
  });

  it('sends a form body when asked', async () => {
    const { client, calls } = setup();
    await client.post(
      '/blade-auth/oauth/token',
      { grant_type: 'password', username: 'a' },
      { form: true, raw: true },
    );
    expect(String(calls[0]?.init.body)).toBe('grant_type=password&username=a');
    expect(header(calls[0], 'Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('drops the external/opening segment only when logged in', async () => {
    const anonymous = setup();
    await anonymous.client.get('/api/margin/external/opening/v1/buryPointWeb', { path: '/course/list' });
    expect(anonymous.calls[0]?.url).toBe(
      '/api/margin/external/opening/v1/buryPointWeb?path=%2Fcourse%2Flist',
    );
    const signedIn = setup({ token: 't' });
    await signedIn.client.get('/api/margin/external/opening/v1/buryPointWeb');
    expect(signedIn.calls[0]?.url).toBe('/api/margin/v1/buryPointWeb');
  });

  it('returns the envelope payload, or the whole reply for raw calls', async () => {
    const { client, respond } = setup();
    respond(() => ok({ unreadCount: 3 }));
    expect(await client.get('/c')).toEqual({ unreadCount: 3 });
    respond(() => json({ access_token: 'a', refresh_token: 'r', expires_in: 7200 }));
    expect(await client.post('/t', {}, { raw: true })).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 7200,
    });
  });

  it('passes blob replies through', async () => {
    const { client, respond } = setup({ token: 't' });
    respond(
      () =>
        new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/vnd.ms-excel' } }),
    );
    const blob = await client.get<Blob>('/export', undefined, { responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(3);
  });
});

describe('error reactions (SPEC §8)', () => {
  it('shows resMsg, then error_description, then the generic message', async () => {
    const { client, hooks, respond } = setup();
    respond(() => json({ resCode: 400, resMsg: '用户名或密码错误', response: null }, 400));
    await expect(client.get('/a')).rejects.toMatchObject({ message: '用户名或密码错误', code: 400 });
    respond(() => json({ error: 'invalid_grant', error_description: '验证码错误或已过期' }, 400));
    await expect(client.get('/b')).rejects.toBeInstanceOf(ApiError);
    respond(() => json({}, 404));
    await expect(client.get('/c')).rejects.toThrow('服务请求出错，请联系管理员');
    expect(hooks.toast.mock.calls.map(([message]) => message)).toEqual([
      '用户名或密码错误',
      '验证码错误或已过期',
      '服务请求出错，请联系管理员',
    ]);
  });

  it('uses resCode over the HTTP status', async () => {
    const { client, hooks, respond } = setup({ token: 't' });
    respond(() => json({ resCode: 666, resMsg: '站点暂不可用', response: null }, 403));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 666 });
    expect(hooks.tenantUnavailable).toHaveBeenCalledTimes(1);
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('shows no toast for 5xx and none for silent calls', async () => {
    const { client, hooks, respond } = setup();
    respond(() => json({ resCode: 500, resMsg: 'boom', response: null }, 500));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 500 });
    respond(() => json({ resCode: 400, resMsg: 'bad', response: null }, 400));
    await expect(client.get('/y', undefined, { silent: true })).rejects.toMatchObject({ code: 400 });
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('clears the session on 401', async () => {
    const { client, hooks, respond } = setup({ token: 't' });
    respond(() => json({ resCode: 401, resMsg: '请先登录', response: null }, 401));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 401 });
    expect(hooks.unauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('opens one relogin dialog when several calls fail with 8000/8001 together', async () => {
    const { client, hooks, respond } = setup({ token: 't' });
    let confirm: () => void = () => undefined;
    hooks.relogin.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          confirm = resolve;
        }),
    );
    respond(() =>
      json({ resCode: 8000, resMsg: '您的账号已在其他地方登录，请重新登录', response: null }, 401),
    );
    const results = await Promise.allSettled([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    respond(() => json({ resCode: 8001, resMsg: '登录已过期，请重新登录', response: null }, 401));
    await expect(client.get('/d')).rejects.toMatchObject({ code: 8001 });
    expect(hooks.relogin).toHaveBeenCalledTimes(1);
    expect(hooks.relogin).toHaveBeenCalledWith('您的账号已在其他地方登录，请重新登录');
    expect(hooks.toast).not.toHaveBeenCalled();

    confirm();
    await Promise.resolve();
    await Promise.resolve();
    await expect(client.get('/e')).rejects.toMatchObject({ code: 8001 });
    expect(hooks.relogin).toHaveBeenCalledTimes(2);
  });

  it('reports a network failure with the generic message', async () => {
    const { client, hooks, respond } = setup();
    respond(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 0 });
    expect(hooks.toast).toHaveBeenCalledWith('服务请求出错，请联系管理员');
  });
});

describe('protected actions', () => {
  it('sends nothing without a token and asks for login instead', async () => {
    const { client, calls, hooks } = setup();
    await expect(
      client.post('/blade-margin/v1/myTask/add', { id: 1 }, { requiresLogin: true }),
    ).rejects.toBeInstanceOf(LoginRequiredError);
    expect(calls).toHaveLength(0);
    expect(hooks.loginRequired).toHaveBeenCalledTimes(1);
  });

  it('goes through when signed in', async () => {
    const { client, calls } = setup({ token: 't' });
    await client.post('/blade-margin/v1/myTask/add', { id: 1 }, { requiresLogin: true });
    expect(calls).toHaveLength(1);
  });
});

describe('token refresh', () => {
  let refreshCalls = 0;
  beforeEach(() => {
    refreshCalls = 0;
  });

  it('renews once, shortly before expiry, for concurrent calls', async () => {
    const { client, calls, state } = setup({
      token: 'old',
      expiresAt: 1_000_000 + 30_000,
      responder: ({ url }) => {
        if (url.endsWith('/oauth/token')) {
          refreshCalls += 1;
          return json({ access_token: 'new', refresh_token: 'refresh-2', expires_in: 7200 });
        }
        return ok(null);
      },
    });
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect(refreshCalls).toBe(1);
    const tokenCall = calls.find((c) => c.url.endsWith('/oauth/token'));
    const form = new URLSearchParams(String(tokenCall?.init.body));
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('refresh-1');
    expect(header(tokenCall, 'accessToken')).toBeUndefined();
    const others = calls.filter((c) => !c.url.endsWith('/oauth/token'));
    expect(others.map((c) => header(c, 'accessToken'))).toEqual(['bearer new', 'bearer new']);
    expect(state.refresh).toBe('refresh-2');
  });

  it('does not renew a token far from expiry', async () => {
    const { client, calls } = setup({ token: 'tok', expiresAt: 1_000_000 + 3_600_000 });
    await client.get('/a');
    expect(calls.map((c) => c.url)).toEqual(['/api/a']);
  });
});

describe('encrypted parameters', () => {
  it('fetches the public key and sends { params, key }', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const publicKey = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
    const { client, calls } = setup({
      responder: ({ url }) => (url.endsWith('/public-key') ? ok({ publicKey }) : ok(null)),
    });
    await client.post('/user/v1/user/pwd', { oldPassword: 'a', newPassword: 'b' }, { encrypt: true });
    await client.post('/user/v1/user/pwd', { oldPassword: 'a', newPassword: 'b' }, { encrypt: true });
    expect(calls.filter((c) => c.url.endsWith('/public-key'))).toHaveLength(1);
    const body = JSON.parse(String(calls[1]?.init.body)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['key', 'params']);
  });
});
