// 修改密码 in personal settings: the current password and a new one under the SPEC §5 rule (checked here for
// a quick answer and again by the server); other devices sign in again, this one stays signed in.
import { checkPassword, translate } from '@elearning/shared';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { useUiLang } from '../../../components/upload/texts.ts';
import { personalApi, usePersonalMutation } from '../api.ts';

type PasswordValues = { oldPassword: string; newPassword: string; confirm: string };

export function PasswordForm({ account }: { account: string }) {
  const { t } = useTranslation('personal');
  const lang = useUiLang();
  const [form] = Form.useForm<PasswordValues>();
  const save = usePersonalMutation(personalApi.password);
  const onFinish = ({ oldPassword, newPassword }: PasswordValues) =>
    save.mutateAsync({ oldPassword, newPassword }).then(
      () => {
        feedback.success(t('settings.passwordSaved'));
        form.resetFields();
      },
      () => undefined,
    );
  return (
    <Form<PasswordValues> form={form} layout="vertical" className="personal-form" onFinish={onFinish}>
      <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
      <Form.Item
        name="oldPassword"
        label={t('settings.oldPassword')}
        rules={[{ required: true, message: t('settings.required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('settings.newPassword')}
        extra={t('settings.passwordRule')}
        rules={[
          { required: true, message: t('settings.required') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              if (!value) return Promise.resolve();
              if (value === getFieldValue('oldPassword'))
                return Promise.reject(new Error(t('settings.passwordSame')));
              const broken = checkPassword(value);
              return broken ? Promise.reject(new Error(translate(broken, lang))) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('settings.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('settings.required') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('settings.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="personal-password-save">
        {t('settings.save')}
      </Button>
    </Form>
  );
}
