// Password hashing with argon2id; a dummy verify keeps unknown accounts as slow as known ones.
//
// What is stored is argon2id over the lowercase hex MD5 of the password, marked `md5$…`: the original
// back-office client sends that digest instead of the password (issue 20 item 10), our clients send the
// password, and both verify against one hash. Hashes written before (argon2id over the password itself,
// unmarked) still verify when the password is sent, and `verifyPasswordUpgrade` hands back the new hash so
// the sign-in stores it; such an account cannot sign in with a digest until then (docs/ARCHITECTURE.md).
import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules can't read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const DIGEST_MARK = 'md5$';
const HEX_DIGEST = /^[0-9a-fA-F]{32}$/;
let dummyHash: Promise<string> | undefined;

/** The lowercase hex MD5 of a password, as the original back office sends it. */
export function passwordDigest(password: string): string {
  return createHash('md5').update(password, 'utf8').digest('hex');
}

/** The stored hash of a password (typed by a person, never a digest). */
export async function hashPassword(password: string): Promise<string> {
  return DIGEST_MARK + (await hash(passwordDigest(password), OPTIONS));
}

async function argonMatches(passwordHash: string, candidate: string): Promise<boolean> {
  try {
    return await verify(passwordHash, candidate);
  } catch {
    return false;
  }
}

/**
 * Whether `sent` (a password, or the MD5 digest of one) matches the stored hash, and the hash to store
 * instead when the stored one is of the old form. A sent value shaped like a digest is tried both as a
 * digest and as a password (a password may happen to look like one).
 */
export async function verifyPasswordUpgrade(
  passwordHash: string | undefined,
  sent: string,
): Promise<{ valid: boolean; upgraded: string | null }> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argonMatches((await dummyHash).slice(DIGEST_MARK.length), sent);
    return { valid: false, upgraded: null };
  }
  if (passwordHash.startsWith(DIGEST_MARK)) {
    const stored = passwordHash.slice(DIGEST_MARK.length);
    if (HEX_DIGEST.test(sent) && (await argonMatches(stored, sent.toLowerCase()))) {
      return { valid: true, upgraded: null };
    }
    return { valid: await argonMatches(stored, passwordDigest(sent)), upgraded: null };
  }
  // The old form: only the password itself verifies; the sign-in then stores the new form.
  const valid = await argonMatches(passwordHash, sent);
  return { valid, upgraded: valid ? await hashPassword(sent) : null };
}

export async function verifyPassword(passwordHash: string | undefined, sent: string): Promise<boolean> {
  return (await verifyPasswordUpgrade(passwordHash, sent)).valid;
}
