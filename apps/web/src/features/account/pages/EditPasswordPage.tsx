// Change password: the current password and a new one under the SPEC §5 rule; afterwards the session is
// ended and the user signs in again with the new password.
import { AUTH_FIELD_MAX } from '@elearning/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { useSharedText } from '../../../i18n/hooks.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { logout } from '../../session/lifecycle.ts';
import { useSession } from '../../session/store.ts';
import { accountApi } from '../api.ts';
import { AccountPanel } from '../components/AccountPanel.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { requiredRule } from '../rules.ts';

type EditPasswordForm = { oldPassword: string; newPassword: string; newPasswordConfirm: string };

export function EditPasswordPage() {
  const { t } = useTranslation('account');
  const shared = useSharedText();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const account = useSession((session) => session.user?.account ?? '');

  const onFinish = async ({ oldPassword, newPassword }: EditPasswordForm) => {
    setError(undefined);
    setBusy(true);
    try {
      await accountApi.changePassword({ oldPassword, newPassword });
      feedback.success(t('editPassword.success'));
      await logout(() => navigate('/login', { replace: true }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : shared('error.service'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPanel
      title={t('editPassword.title')}
      subtitle={t('editPassword.subtitle')}
      testId="edit-password-page"
    >
      <Form<EditPasswordForm> layout="vertical" requiredMark={false} onFinish={onFinish}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
        <Form.Item
          name="oldPassword"
          label={t('fields.oldPassword')}
          rules={[requiredRule(shared, 'validation.oldPassword.required')]}
        >
          <Input.Password
            autoComplete="current-password"
            maxLength={AUTH_FIELD_MAX.loginPassword}
            placeholder={t('fields.oldPasswordPlaceholder')}
            data-testid="old-password-input"
          />
        </Form.Item>
        <PasswordField name="newPassword" confirm testId="new-password-input" />
        <FormAlert message={error} />
        <Button type="primary" htmlType="submit" loading={busy} block data-testid="edit-password-submit">
          {t('editPassword.submit')}
        </Button>
      </Form>
    </AccountPanel>
  );
}
