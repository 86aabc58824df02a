// The parameter encryption of SPEC §7 on the token endpoint: the public key endpoint, encrypted
// `{ params, key }` in a form body, a JSON body or the query, plain login beside it, and clear 400s.

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { authPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import {
  DEMO_PASSWORD,
  encryptParams,
  type RawToken,
  send,
  TOKEN_ALIAS_PATH,
  TOKEN_PATH,
  tokenRequest,
} from './test-support.ts';

let testApp: TestApp;
let publicKey: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const reply = await apiClient(testApp.app).get<{ publicKey: string; algorithm: string }>(
    authPaths.publicKey,
  );
  publicKey = reply.body.response.publicKey;
});
afterAll(async () => {
  await testApp.close();
});

const login = (username: string, password = DEMO_PASSWORD) => ({
  grant_type: 'password',
  username,
  password,
  tenantId: 'learn',
  scope: 'all',
});

describe('public key', () => {
  it('serves an SPKI PEM and names the scheme, without sign-in or client header', async () => {
    const reply = await send<{ publicKey: string; algorithm: string }>(
      testApp.app,
      'GET',
      authPaths.publicKey,
      { authorization: null, tenant: null },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.resCode).toBe(200);
    expect(reply.body.response.algorithm).toBe('RSA-OAEP-256+AES-128-GCM');
    expect(reply.body.response.publicKey).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n?$/,
    );
    expect(reply.body.response.publicKey).not.toMatch(/PRIVATE/);
  });
});

describe('encrypted login', () => {
  it.each([TOKEN_PATH, TOKEN_ALIAS_PATH])('accepts an encrypted form body on %s', async (path) => {
    const reply = await tokenRequest(testApp.app, encryptParams(publicKey, login('learner')), { path });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ account: 'learner', token_type: 'bearer', tenant_id: 'learn' });
  });

  it('accepts an encrypted JSON body', async () => {
    const reply = await send<RawToken>(testApp.app, 'POST', TOKEN_PATH, {
      json: encryptParams(publicKey, login('lecturer')),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.account).toBe('lecturer');
  });

  it('accepts encrypted query parameters', async () => {
    const reply = await send<RawToken>(testApp.app, 'POST', TOKEN_PATH, {
      query: encryptParams(publicKey, login('tutor')),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.account).toBe('tutor');
  });

  it('accepts a refresh grant sent encrypted', async () => {
    const first = await tokenRequest(testApp.app, login('apprentice'));
    const reply = await tokenRequest(
      testApp.app,
      encryptParams(publicKey, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.account).toBe('apprentice');
  });

  it('still accepts the plain form', async () => {
    const reply = await tokenRequest(testApp.app, login('learner'));
    expect(reply.status).toBe(200);
  });

  it('checks the decrypted credentials like plain ones', async () => {
    const reply = await tokenRequest(testApp.app, encryptParams(publicKey, login('orgadmin', 'wrong-pass1')));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ resMsg: '用户名或密码错误', error: 'invalid_grant' });
  });

  it('validates decrypted fields by name', async () => {
    const reply = await tokenRequest(
      testApp.app,
      encryptParams(publicKey, { grant_type: 'password', username: 'learner' }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.response).toEqual({ fields: [{ field: 'password', message: '请输入密码' }] });
  });
});

describe('bad ciphertext', () => {
  const decryptFailed = {
    resCode: 400,
    resMsg: '加密参数无法解密',
    response: null,
    error: 'invalid_request',
    error_description: '加密参数无法解密',
  };

  it('answers random params with a clear 400', async () => {
    const good = encryptParams(publicKey, login('learner'));
    const reply = await tokenRequest(testApp.app, { ...good, params: randomBytes(64).toString('base64') });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(decryptFailed);
  });

  it('answers a key not made with our public key with a clear 400', async () => {
    const good = encryptParams(publicKey, login('learner'));
    const reply = await tokenRequest(testApp.app, { ...good, key: randomBytes(256).toString('base64') });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(decryptFailed);
  });

  it('answers a tampered ciphertext (GCM tag check) with a clear 400', async () => {
    const good = encryptParams(publicKey, login('learner'));
    const blob = Buffer.from(good.params, 'base64');
    blob[14] = (blob[14] ?? 0) ^ 0xff;
    const reply = await tokenRequest(testApp.app, { ...good, params: blob.toString('base64') });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(decryptFailed);
  });

  it('answers non-base64 and empty values with a clear 400', async () => {
    for (const fields of [
      { params: '%%%not base64%%%', key: '!!!' },
      { params: '', key: '' },
    ]) {
      const reply = await tokenRequest(testApp.app, fields);
      expect(reply.status).toBe(400);
      expect(reply.body.resCode).toBe(400);
    }
  });

  it('answers encrypted JSON that is not an object with a clear 400', async () => {
    const reply = await tokenRequest(testApp.app, encryptParams(publicKey, ['grant_type', 'password']));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(decryptFailed);
  });

  it('answers in English with Accept-Language: en', async () => {
    const good = encryptParams(publicKey, login('learner'));
    const reply = await tokenRequest(
      testApp.app,
      { ...good, params: randomBytes(40).toString('base64') },
      { lang: 'en' },
    );
    expect(reply.body.resMsg).toBe('The encrypted parameters could not be decrypted');
  });

  it('does not accept a ciphertext made for another key pair', async () => {
    const { publicKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const otherPem = otherKey.export({ type: 'spki', format: 'pem' }).toString();
    const reply = await tokenRequest(testApp.app, encryptParams(otherPem, login('learner')));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(decryptFailed);
  });
});
