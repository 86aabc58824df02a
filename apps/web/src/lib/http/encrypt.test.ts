// Unit tests of parameter encryption: a round trip through a freshly generated RSA key pair.
import { describe, expect, it } from 'vitest';
import { encryptParams, fromBase64, randomAesKey, toBase64 } from './encrypt.ts';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const body = toBase64(spki).replace(/(.{64})/g, '$1\n');
  return {
    pem: `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`,
    privateKey: pair.privateKey,
  };
}

describe('encryptParams', () => {
  it('produces { params, key } the private key holder can open', async () => {
    const { pem, privateKey } = await keyPair();
    const payload = { username: 'learner', password: 'elearn123', grant_type: 'password' };
    const sealed = await encryptParams(payload, pem);

    const aesKeyBytes = new Uint8Array(
      await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(sealed.key)),
    );
    expect(new TextDecoder().decode(aesKeyBytes)).toMatch(/^[A-Za-z0-9]{16}$/);

    const blob = fromBase64(sealed.params);
    const iv = blob.slice(0, 12);
    const aesKey = await crypto.subtle.importKey('raw', aesKeyBytes, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, blob.slice(12));
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(payload);
  });

  it('uses a fresh key and IV every time', async () => {
    const { pem } = await keyPair();
    const a = await encryptParams({ x: 1 }, pem);
    const b = await encryptParams({ x: 1 }, pem);
    expect(a.params).not.toBe(b.params);
    expect(a.key).not.toBe(b.key);
  });
});

describe('randomAesKey', () => {
  it('is 16 alphanumeric characters', () => {
    for (let i = 0; i < 20; i += 1) expect(randomAesKey()).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
