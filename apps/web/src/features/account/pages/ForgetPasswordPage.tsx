// Forgotten password: verify the phone (it must be registered) with an SMS code, then set a new password
// under the SPEC §5 rule, then back to sign-in.
import { SmsScene } from '@elearning/shared';
import { Button, Form, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSharedText } from '../../../i18n/hooks.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { accountApi, checkSmsCode } from '../api.ts';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { PhoneField } from '../components/PhoneField.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';

type VerifyForm = { phone: string; smsCode: string };
type ResetForm = { password: string; passwordConfirm: string };

export function ForgetPasswordPage() {
  const { t } = useTranslation('account');
  const shared = useSharedText();
  const navigate = useNavigate();
  const [verifyForm] = Form.useForm<VerifyForm>();
  const [resetForm] = Form.useForm<ResetForm>();
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<VerifyForm>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const fail = (failure: unknown) =>
    setError(failure instanceof ApiError ? failure.message : shared('error.service'));

  const phoneMustExist = async (phone: string) => {
    const { exist } = await accountApi.phoneExists(phone);
    return exist ? undefined : shared('auth.phoneNotFound');
  };

  const verify = async ({ phone, smsCode }: VerifyForm) => {
    setError(undefined);
    setBusy(true);
    try {
      await checkSmsCode(phone.trim(), smsCode.trim(), SmsScene.forgetPassword);
      setVerified({ phone: phone.trim(), smsCode: smsCode.trim() });
      setStep(1);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const reset = async ({ password }: ResetForm) => {
    if (!verified) return;
    setError(undefined);
    setBusy(true);
    try {
      await accountApi.resetPassword({ ...verified, password });
      setStep(2);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="forget-password-page">
      <AuthHeading title={t('forget.title')} subtitle={t('forget.subtitle')} />
      <Steps
        size="small"
        current={step}
        className="auth-steps"
        items={[
          { title: t('forget.stepPhone') },
          { title: t('forget.stepPassword') },
          { title: t('forget.stepDone') },
        ]}
      />
      {step === 0 ? (
        <Form<VerifyForm>
          form={verifyForm}
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={verify}
        >
          <PhoneField />
          <SmsCodeField form={verifyForm} scene={SmsScene.forgetPassword} beforeSend={phoneMustExist} />
          <FormAlert message={error} />
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="forget-next">
            {t('forget.next')}
          </Button>
        </Form>
      ) : null}
      {step === 1 ? (
        <Form<ResetForm>
          form={resetForm}
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={reset}
        >
          <PasswordField confirm />
          <FormAlert message={error} />
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="forget-submit">
            {t('forget.submit')}
          </Button>
        </Form>
      ) : null}
      {step === 2 ? (
        <Result
          status="success"
          title={t('forget.success')}
          extra={
            <Button
              type="primary"
              onClick={() => navigate('/login', { replace: true, state: { username: verified?.phone } })}
            >
              {t('forget.backToLogin')}
            </Button>
          }
        />
      ) : (
        <p className="auth-switch">
          <Link to="/login">{t('forget.backToLogin')}</Link>
        </p>
      )}
    </div>
  );
}
