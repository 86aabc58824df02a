// forgetPassword/phoneNumExist tells anyone whether a phone is registered, so each IP may ask a bounded
// number of times an hour (PHONE_LOOKUP_RULES), as with the SMS sends. The anonymous refusals that tell the
// same (an SMS code refused for the phone, registration of a taken phone) count alike, or they would be the
// unlimited way to ask. Counted in this process: the SMS limits read back the codes they store anyway,
// while a lookup stores nothing, and a row written on every anonymous lookup would make the limit itself
// the cheaper thing to flood.
import { PHONE_LOOKUP_RULES } from '@elearning/shared';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/client.ts';
import { phoneExists } from './phone-service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** IPs remembered at most, least recently seen forgotten first, so the log stays bounded whoever calls. */
const MAX_IPS = 10_000;

/** Lookup times per IP within the last hour, oldest first; one log per app. */
export type PhoneLookupLog = Map<string, number[]>;

export type LookUpPhoneOptions = { tenantId: string; phone: string; ip: string };

/** Whether the phone is registered in the tenant, once the caller's IP is within its hourly allowance. */
export async function lookUpPhone(
  deps: { db: Db; lookups: PhoneLookupLog },
  options: LookUpPhoneOptions,
): Promise<boolean> {
  countPhoneLookup(deps.lookups, options.ip);
  return phoneExists(deps.db, options.tenantId, options.phone);
}

/** Counts one answer about a phone for the IP; past the hourly allowance throws 429 instead. */
export function countPhoneLookup(log: PhoneLookupLog, ip: string, now = Date.now()) {
  const recent = (log.get(ip) ?? []).filter((at) => now - at < HOUR_MS);
  // Re-inserting keeps the map in least-recently-seen order for the bound below.
  log.delete(ip);
  log.set(ip, recent);
  const oldest = recent[0];
  if (oldest !== undefined && recent.length >= PHONE_LOOKUP_RULES.maxPerIpPerHour) {
    const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000));
    throw new AppError('PHONE_LOOKUP_LIMIT', { headers: { 'retry-after': String(seconds) } });
  }
  recent.push(now);
  if (log.size > MAX_IPS) log.delete(log.keys().next().value ?? '');
}
