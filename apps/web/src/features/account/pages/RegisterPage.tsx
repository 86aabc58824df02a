// Registration (docs/API.md): phone, SMS code (60 s countdown), password under the SPEC §5 rule, and the
// user agreement read in a dialog. Success opens sign-in with the new account filled in.
import { SmsScene } from '@elearning/shared';
import { Button, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { useSharedText } from '../../../i18n/hooks.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { accountApi } from '../api.ts';
import { AgreementDialog } from '../components/AgreementDialog.tsx';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { PhoneField } from '../components/PhoneField.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';

type RegisterForm = { phone: string; smsCode: string; password: string; agreement: boolean };

export function RegisterPage() {
  const { t } = useTranslation('account');
  const shared = useSharedText();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ phone, smsCode, password }: RegisterForm) => {
    setError(undefined);
    setSubmitting(true);
    try {
      const { account } = await accountApi.register({
        phone: phone.trim(),
        smsCode: smsCode.trim(),
        password,
      });
      feedback.success(t('register.success'));
      navigate('/login', { replace: true, state: { username: account } });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : shared('error.service'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div data-testid="register-page">
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <Form<RegisterForm> form={form} layout="vertical" requiredMark={false} size="large" onFinish={onFinish}>
        <PhoneField />
        <SmsCodeField form={form} scene={SmsScene.register} />
        <PasswordField label={t('fields.password')} />
        <Form.Item>
          <div className="agreement-row">
            <Form.Item
              name="agreement"
              valuePropName="checked"
              noStyle
              rules={[
                {
                  validator: async (_rule, value: unknown) => {
                    if (value !== true) throw new Error(shared('auth.agreementRequired'));
                  },
                },
              ]}
            >
              <Checkbox data-testid="register-agreement">{t('register.agreePrefix')}</Checkbox>
            </Form.Item>
            <Button
              type="link"
              size="small"
              className="inline-link"
              onClick={() => setAgreementOpen(true)}
              data-testid="register-agreement-link"
            >
              {t('register.agreementLink')}
            </Button>
          </div>
        </Form.Item>
        <FormAlert message={error} />
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('register.submit')}
        </Button>
        <p className="auth-switch">
          {t('register.haveAccount')} <Link to="/login">{t('register.loginNow')}</Link>
        </p>
      </Form>
      <AgreementDialog
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAccept={() => {
          form.setFieldValue('agreement', true);
          void form.validateFields(['agreement']);
          setAgreementOpen(false);
        }}
      />
    </div>
  );
}
