// Signing and encryption keys. Never in the repository: generated into DATA_DIR on first start
// (or kept in memory for tests); JWT_SECRET in the environment overrides the signing key.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Secrets = {
  jwtSecret: string;
  /** RSA key pair for the parameter encryption of SPEC §7 (PEM). */
  rsaPublicKeyPem: string;
  rsaPrivateKeyPem: string;
  /** Signs upload and play URLs. */
  urlSigningSecret: string;
};

export function generateSecrets(): Secrets {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    jwtSecret: randomBytes(32).toString('base64url'),
    rsaPublicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    rsaPrivateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    urlSigningSecret: randomBytes(32).toString('base64url'),
  };
}

/** Reads DATA_DIR/secrets.json, creating it (mode 0600) when missing. */
export function loadOrCreateSecrets(dataDir: string, jwtSecretOverride?: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Secrets;
  if (existsSync(file)) {
    secrets = JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  } else {
    mkdirSync(dataDir, { recursive: true });
    secrets = generateSecrets();
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return jwtSecretOverride ? { ...secrets, jwtSecret: jwtSecretOverride } : secrets;
}
