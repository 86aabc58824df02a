// Decrypts the `{ params, key }` form of SPEC §7: `key` is a random 16-character AES key encrypted with
// our RSA public key (RSA-OAEP, SHA-256); `params` is base64(iv[12] ‖ AES-128-GCM(JSON) ‖ tag[16]).
// These are the primitives WebCrypto offers in every browser, so the web client needs no library.
import { constants, createDecipheriv, createPrivateKey, type KeyObject, privateDecrypt } from 'node:crypto';
import { AppError } from './app-error.ts';

export type EncryptedParams = { params: string; key: string };

export function isEncryptedParams(body: unknown): body is EncryptedParams {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  return typeof record.params === 'string' && typeof record.key === 'string';
}

export function createParamDecryptor(privateKeyPem: string) {
  const privateKey: KeyObject = createPrivateKey(privateKeyPem);
  return function decryptParams(input: EncryptedParams): Record<string, unknown> {
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(input.key, 'base64'),
      );
      if (aesKey.length !== 16) throw new Error('AES key must be 16 bytes');
      const blob = Buffer.from(input.params, 'base64');
      if (blob.length < 12 + 16 + 2) throw new Error('ciphertext too short');
      const iv = blob.subarray(0, 12);
      const tag = blob.subarray(blob.length - 16);
      const cipherText = blob.subarray(12, blob.length - 16);
      const decipher = createDecipheriv('aes-128-gcm', aesKey, iv);
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(cipherText), decipher.final()]).toString('utf8');
      const parsed: unknown = JSON.parse(plain);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      return parsed as Record<string, unknown>;
    } catch {
      throw new AppError('DECRYPT_FAILED');
    }
  };
}
