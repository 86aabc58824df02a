// The exam-centre token: a short-lived HS256 JWT naming the learner and their tenant for an embedded exam
// centre (audience 'exam-center'). Signed here, with the other tokens, so the exam routes hold no crypto.
import { EXAM_RULES } from '@elearning/shared';
import { SignJWT } from 'jose';

export const EXAM_CENTRE_AUDIENCE = 'exam-center';

/** Signs a token for the learner; `expiresIn` is in seconds. */
export async function signExamCentreToken(
  secret: string,
  learner: { tenantId: string; userId: number },
): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = EXAM_RULES.centerTokenTtlSeconds;
  const token = await new SignJWT({ tid: learner.tenantId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(learner.userId))
    .setAudience(EXAM_CENTRE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresIn };
}
