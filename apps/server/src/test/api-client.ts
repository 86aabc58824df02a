// A small client over `app.inject` that speaks the product's headers, for API tests.
import { authPaths } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';

export const WEB_CLIENT_BASIC = `Basic ${Buffer.from('web:web_secret').toString('base64')}`;

export type CallOptions = {
  token?: string;
  tenant?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number>;
  lang?: string;
};

export type ApiReply<T = unknown> = {
  status: number;
  body: { resCode: number; resMsg: string; response: T; error?: string; error_description?: string } & Record<
    string,
    unknown
  >;
  headers: Record<string, unknown>;
};

function headersFor(options: CallOptions): Record<string, string> {
  return {
    authorization: WEB_CLIENT_BASIC,
    'tenant-id': options.tenant ?? 'learn',
    ...(options.token ? { accesstoken: `bearer ${options.token}` } : {}),
    ...(options.lang ? { 'accept-language': options.lang } : {}),
    ...options.headers,
  };
}

export function apiClient(app: FastifyInstance) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: unknown,
    options: CallOptions,
  ) {
    const reply = await app.inject({
      method,
      url,
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
        : undefined,
      headers: headersFor(options),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: reply.statusCode, body: reply.json(), headers: reply.headers } as ApiReply<T>;
  }
  return {
    get: <T = unknown>(url: string, options: CallOptions = {}) => call<T>('GET', url, undefined, options),
    post: <T = unknown>(url: string, body: unknown = {}, options: CallOptions = {}) =>
      call<T>('POST', url, body, options),
    put: <T = unknown>(url: string, body: unknown = {}, options: CallOptions = {}) =>
      call<T>('PUT', url, body, options),
    del: <T = unknown>(url: string, body: unknown = {}, options: CallOptions = {}) =>
      call<T>('DELETE', url, body, options),
    /** Form-encoded POST, as the original client sends the token request. */
    async form<T = unknown>(url: string, fields: Record<string, string>, options: CallOptions = {}) {
      const reply = await app.inject({
        method: 'POST',
        url,
        headers: { ...headersFor(options), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      return { status: reply.statusCode, body: reply.json(), headers: reply.headers } as ApiReply<T>;
    },
    /** Signs in with the password grant and returns the raw token object. */
    async login(account: string, options: { tenant?: string; password?: string } = {}) {
      const reply = await this.form<never>(
        authPaths.token,
        {
          grant_type: 'password',
          username: account,
          password: options.password ?? 'elearn123',
          tenantId: options.tenant ?? 'learn',
          scope: 'all',
        },
        { tenant: options.tenant ?? 'learn' },
      );
      if (reply.status !== 200) throw new Error(`login ${account} failed: ${JSON.stringify(reply.body)}`);
      return reply.body as unknown as {
        access_token: string;
        refresh_token: string;
        user_id: number;
        account: string;
      };
    },
  };
}
