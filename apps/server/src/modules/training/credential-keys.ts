// Each tenant's Ed25519 key pair that signs certificate credentials (made on first use; the insert race
// between two instances is settled by the primary key), and the VC-JWT it signs: a W3C verifiable
// credential with an Open Badges 3.0 achievement subject, checkable offline with the published JWKS.

import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';

const keyShape = { kid: col.text, public_jwk: col.json<JWK>(), private_jwk: col.json<JWK>() };

export async function issuerKeyOf(db: DbOrTx, tenantId: string) {
  const select = () =>
    queryRows(
      db,
      sql`select kid, public_jwk, private_jwk from certificate_issuer_keys where tenant_id = ${tenantId}`,
      keyShape,
    );
  const [found] = await select();
  if (found) return found;
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const kid = `${tenantId}-${Date.now().toString(36)}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'EdDSA' };
  await runStatement(
    db,
    sql`insert into certificate_issuer_keys (tenant_id, kid, public_jwk, private_jwk)
      values (${tenantId}, ${kid}, ${JSON.stringify(publicJwk)}::jsonb, ${JSON.stringify(privateJwk)}::jsonb)
      on conflict (tenant_id) do nothing`,
  );
  const [made] = await select();
  if (!made) throw new Error('issuer key missing after insert');
  return made;
}

export type CredentialInput = {
  tenantId: string;
  code: string;
  holderName: string;
  title: string;
  issuer: string;
  issuedAt: number;
  validUntil: number | null;
  revoked: boolean;
  verifyUrl: string;
  keysUrl: string;
};

export async function signCredential(db: DbOrTx, input: CredentialInput): Promise<string> {
  const key = await issuerKeyOf(db, input.tenantId);
  const privateKey = await importJWK(key.private_jwk, 'EdDSA');
  const vc = {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: input.verifyUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: input.keysUrl, type: ['Profile'], name: input.issuer },
    validFrom: new Date(input.issuedAt).toISOString(),
    ...(input.validUntil ? { validUntil: new Date(input.validUntil).toISOString() } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      name: input.holderName,
      achievement: { id: `${input.verifyUrl}#achievement`, type: ['Achievement'], name: input.title },
    },
    credentialStatus: { id: input.verifyUrl, type: 'CertificateRevocationStatus', revoked: input.revoked },
  };
  return new SignJWT({ vc })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'vc+jwt' })
    .setIssuer(input.keysUrl)
    .setJti(input.code)
    .setIssuedAt()
    .sign(privateKey);
}

/** The tenant's published keys (JWKS `keys`); an unknown tenant has none. */
export async function publicKeysOf(db: DbOrTx, tenantId: string): Promise<JWK[]> {
  const [known] = await queryRows(db, sql`select id from tenants where id = ${tenantId}`, { id: col.text });
  if (!known) return [];
  return [(await issuerKeyOf(db, tenantId)).public_jwk];
}
