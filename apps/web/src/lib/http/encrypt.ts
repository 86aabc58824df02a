// Parameter encryption for login and password calls (docs/API.md): a random 16-character key
// encrypts the JSON with AES-128-GCM (12-byte IV), and the key itself is RSA-OAEP-SHA-256 encrypted
// with the server's public key. The result is sent as { params, key }.

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const AES_KEY_LENGTH = 16;
const IV_BYTES = 12;

export type EncryptedParams = { params: string; key: string };

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A random key of 16 characters from [A-Za-z0-9], unbiased (rejection sampling). */
export function randomAesKey(cryptoImpl: Crypto = globalThis.crypto): string {
  const limit = 256 - (256 % KEY_ALPHABET.length);
  let key = '';
  while (key.length < AES_KEY_LENGTH) {
    const batch = cryptoImpl.getRandomValues(new Uint8Array(32));
    for (const byte of batch) {
      if (byte < limit && key.length < AES_KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

/** DER bytes of an SPKI PEM public key. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem
    .replace(/-----BEGIN [^-]+-----/, '')
    .replace(/-----END [^-]+-----/, '')
    .replace(/\s+/g, '');
  return fromBase64(body);
}

/** Encrypts `payload` (serialised as JSON) for the server holding the private half of `publicKeyPem`. */
export async function encryptParams(
  payload: unknown,
  publicKeyPem: string,
  cryptoImpl: Crypto = globalThis.crypto,
): Promise<EncryptedParams> {
  const { subtle } = cryptoImpl;
  const aesKeyText = randomAesKey(cryptoImpl);
  const aesKeyBytes = new TextEncoder().encode(aesKeyText);
  const aesKey = await subtle.importKey('raw', aesKeyBytes, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = cryptoImpl.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const combined = new Uint8Array(iv.length + sealed.length);
  combined.set(iv, 0);
  combined.set(sealed, iv.length);

  const rsaKey = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, aesKeyBytes));
  return { params: toBase64(combined), key: toBase64(wrapped) };
}
