// New-password field under the SPEC §5 rule ('请输入密码', '密码长度需要满足6～12字符',
// '密码包含字母、符号或数字中至少两项'), optionally followed by a confirmation field.
import { PASSWORD_MAX } from '@elearning/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSharedText } from '../../../i18n/hooks.ts';
import { passwordRules } from '../rules.ts';

type Props = { name?: string; label?: string; confirm?: boolean; testId?: string };

export function PasswordField({
  name = 'password',
  label,
  confirm = false,
  testId = 'password-input',
}: Props) {
  const { t } = useTranslation('account');
  const shared = useSharedText();
  return (
    <>
      <Form.Item
        name={name}
        label={label ?? t('fields.newPassword')}
        rules={passwordRules(shared)}
        required
        hasFeedback
      >
        <Input.Password
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          placeholder={t('fields.newPasswordPlaceholder')}
          data-testid={testId}
        />
      </Form.Item>
      {confirm ? (
        <Form.Item
          name={`${name}Confirm`}
          label={t('fields.confirmPassword')}
          dependencies={[name]}
          required
          hasFeedback
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (!value) throw new Error(shared('validation.password.required'));
                if (value !== getFieldValue(name)) throw new Error(t('fields.passwordMismatch'));
              },
            }),
          ]}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            placeholder={t('fields.confirmPasswordPlaceholder')}
            data-testid={`${testId}-confirm`}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
