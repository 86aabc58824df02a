// antd form rules built on the shared SPEC §5 checks, so every form shows the spec's messages verbatim in
// the UI language.
import {
  checkPassword,
  checkPhone,
  checkSmsCode,
  type MessageKey,
  type MessageParams,
} from '@elearning/shared';
import type { FormRule } from 'antd';

type Shared = (key: MessageKey, params?: MessageParams) => string;
type Check = (value: string | null | undefined) => MessageKey | null;

function fromCheck(check: Check, shared: Shared): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const key = check(typeof value === 'string' ? value : undefined);
      if (key) throw new Error(shared(key));
    },
  };
}

export const passwordRules = (shared: Shared): FormRule[] => [fromCheck(checkPassword, shared)];
export const phoneRules = (shared: Shared): FormRule[] => [fromCheck(checkPhone, shared)];
export const smsCodeRules = (shared: Shared): FormRule[] => [fromCheck(checkSmsCode, shared)];

/** A required field with the shared required message of that field. */
export function requiredRule(shared: Shared, key: MessageKey, params?: MessageParams): FormRule {
  return { required: true, whitespace: true, message: shared(key, params) };
}

/** The sign-in password is only required (older accounts may predate today's rule). */
export const loginPasswordRules = (shared: Shared): FormRule[] => [
  requiredRule(shared, 'validation.password.required'),
];
