// Registration by phone (SPEC §7 Auth and user): the SMS code is checked, then spent in the transaction
// that creates the user and their identities row.
import { AppError } from '../../core/app-error.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { Db } from '../../db/client.ts';
import { userIdentities, users } from '../../db/schema/index.ts';
import { countPhoneLookup, type PhoneLookupLog } from './phone-lookup-service.ts';
import { accountTaken, phoneExists } from './phone-service.ts';
import { verifySmsCode } from './sms-service.ts';

export type RegisterOptions = {
  tenantId: string;
  phone: string;
  smsCode: string;
  password: string;
  name?: string | undefined;
  ip: string;
};

export async function registerUser(deps: { db: Db; lookups: PhoneLookupLog }, input: RegisterOptions) {
  const { db } = deps;
  // Said before the code is checked, so it tells anyone whether the phone is registered: a phone lookup.
  if (await phoneExists(db, input.tenantId, input.phone)) {
    countPhoneLookup(deps.lookups, input.ip);
    throw new AppError('PHONE_EXISTS');
  }
  if (await accountTaken(db, input.tenantId, input.phone)) throw new AppError('ACCOUNT_EXISTS');
  // Checked first outside the transaction so a wrong code's attempt is counted, then spent inside it.
  await verifySmsCode(db, { ...input, scene: 'register', code: input.smsCode, consume: false });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await verifySmsCode(tx, { ...input, scene: 'register', code: input.smsCode, consume: true });
    const name = input.name?.trim() || `${input.phone.slice(0, 3)}****${input.phone.slice(7)}`;
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: input.tenantId,
        account: input.phone,
        phone: input.phone,
        passwordHash,
        name,
        nickName: name,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, account: users.account });
    if (!user) throw new AppError('PHONE_EXISTS');
    await tx.insert(userIdentities).values({ userId: user.id, tenantId: input.tenantId });
    return { userId: user.id, account: user.account };
  });
}
