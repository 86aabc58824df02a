// Helpers shared by the auth, account and system API tests: raw token requests (form, query, JSON, from
// a chosen client IP), SMS codes read back from the dev outbox, and the SPEC §7 parameter encryption
// done exactly as core/param-crypto.ts documents it, with node:crypto only.

import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { accountPaths, authPaths } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { type ApiReply, WEB_CLIENT_BASIC } from '../../test/api-client.ts';

export const TOKEN_PATH = authPaths.token;
export const TOKEN_ALIAS_PATH = authPaths.tokenAlias;
export { DEMO_PASSWORD };

export type RawToken = {
  access_token: string;
  token_type: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  tenant_id: string;
  user_id: number;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  avatar_url: string;
  org_id: number | null;
  position_id: number | null;
  role_id: number;
  is_org_admin: 0 | 1;
};

/** A reply of the token endpoint: the raw token object on success, the error fields on failure. */
export type TokenReply = {
  status: number;
  body: RawToken & {
    resCode?: number;
    resMsg?: string;
    response?: unknown;
    error?: string;
    error_description?: string;
  };
  headers: Record<string, unknown>;
};

/** Reads any reply as a token-endpoint reply (the ticket exchange answers the same object). */
export function asTokenReply(reply: ApiReply<unknown>): TokenReply {
  return reply as unknown as TokenReply;
}

type InjectOptions = {
  tenant?: string | null;
  token?: string;
  lang?: string;
  ip?: string;
  /** The client's Basic header; null sends none. */
  authorization?: string | null;
  headers?: Record<string, string>;
};

function headersOf(options: InjectOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.authorization !== null) headers.authorization = options.authorization ?? WEB_CLIENT_BASIC;
  if (options.tenant !== null) headers['tenant-id'] = options.tenant ?? 'learn';
  if (options.token) headers.accesstoken = `bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  return { ...headers, ...options.headers };
}

function toReply<T>(reply: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  let body: ApiReply<T>['body'];
  try {
    body = JSON.parse(reply.body);
  } catch {
    throw new Error(`not JSON (${reply.statusCode}): ${reply.body.slice(0, 300)}`);
  }
  return { status: reply.statusCode, body, headers: reply.headers } as ApiReply<T>;
}

/** Any request with full control over headers, body and the client address. */
export async function send<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: InjectOptions & {
    form?: Record<string, string>;
    json?: unknown;
    raw?: { body: string; contentType: string };
    query?: Record<string, string>;
  } = {},
): Promise<ApiReply<T>> {
  const headers = headersOf(options);
  let payload: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  } else if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    payload = options.raw.body;
  }
  const reply = await app.inject({
    method,
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  return toReply<T>(reply);
}

/** POST to the token endpoint with a form body (the original client's way). */
export async function tokenRequest(
  app: FastifyInstance,
  fields: Record<string, string>,
  options: InjectOptions & { path?: string } = {},
): Promise<TokenReply> {
  return asTokenReply(await send(app, 'POST', options.path ?? TOKEN_PATH, { ...options, form: fields }));
}

/** The password grant for a demo account; throws unless it succeeds. */
export async function passwordLogin(
  app: FastifyInstance,
  username: string,
  options: { tenant?: string; password?: string; ip?: string } = {},
): Promise<RawToken> {
  const tenant = options.tenant ?? 'learn';
  const reply = await tokenRequest(
    app,
    {
      grant_type: 'password',
      username,
      password: options.password ?? DEMO_PASSWORD,
      tenantId: tenant,
      scope: 'all',
    },
    { tenant, ...(options.ip ? { ip: options.ip } : {}) },
  );
  if (reply.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A distinct loopback address per call, so per-IP limits of one test never touch another. */
let ipCounter = 0;
export function freshIp(): string {
  ipCounter += 1;
  return `127.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** Sends an SMS code (at the original client's path) and reads it back from the dev outbox. */
export async function smsCodeFor(
  app: FastifyInstance,
  phone: string,
  scene: string,
  options: { tenant?: string; ip?: string } = {},
): Promise<string> {
  const tenant = options.tenant ?? 'learn';
  const sent = await send(app, 'POST', accountPaths.smsSend, {
    tenant,
    json: { phone, scene },
    ip: options.ip ?? freshIp(),
  });
  if (sent.status !== 200) throw new Error(`sendCode ${phone} failed: ${JSON.stringify(sent.body)}`);
  const outbox = await send<{ code: string }>(app, 'GET', accountPaths.devSmsOutbox, {
    tenant,
    query: { phone },
  });
  if (outbox.status !== 200) throw new Error(`outbox ${phone} failed: ${JSON.stringify(outbox.body)}`);
  return outbox.body.response.code;
}

/**
 * Encrypts parameters as SPEC §7 and core/param-crypto.ts say: a random 16-character AES key,
 * RSA-OAEP (SHA-256) encrypted with the server's public key; params = base64(iv[12] ‖ AES-128-GCM ‖ tag[16]).
 */
export function encryptParams(publicKeyPem: string, params: unknown): { params: string; key: string } {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const aesKeyText = Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
  const aesKey = Buffer.from(aesKeyText, 'utf8');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-128-gcm', aesKey, iv);
  const cipherText = Buffer.concat([cipher.update(JSON.stringify(params), 'utf8'), cipher.final()]);
  const blob = Buffer.concat([iv, cipherText, cipher.getAuthTag()]);
  const key = publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return { params: blob.toString('base64'), key: key.toString('base64') };
}

/** The password grant's form fields, as the web client sends them. */
export const passwordFields = (username: string, password = DEMO_PASSWORD) => ({
  grant_type: 'password',
  username,
  password,
  tenantId: 'learn',
  scope: 'all',
  user_type: 'web',
});

/** The raw token object of DESIGN §3, with every field the original client reads. */
export function expectTokenObject(body: unknown, account: string) {
  const token = body as RawToken & Record<string, unknown>;
  expect(token).not.toHaveProperty('resCode');
  expect(token).toMatchObject({
    token_type: 'bearer',
    expires_in: 7200,
    scope: 'all',
    tenant_id: 'learn',
    account,
    role_id: expect.any(Number),
    is_org_admin: expect.any(Number),
  });
  expect(token.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(token.refresh_token).toMatch(/^[\w-]{40,}$/);
  expect(Number.isInteger(token.user_id)).toBe(true);
  for (const key of ['user_name', 'nick_name', 'real_name', 'avatar_url', 'org_id', 'position_id'])
    expect(token).toHaveProperty(key);
}
