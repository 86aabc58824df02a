// Sign-in (SPEC §4): account and password, the image captcha once the server requires it, then the session
// is completed and the user lands on the preview URL or /home. Plain fields validated with the shared
// messages keep the first page light.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { AUTH_FIELD_MAX } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/plain.tsx';
import { useSharedText } from '../../../i18n/hooks.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { completeLogin } from '../../session/lifecycle.ts';
import { takePreviewUrl } from '../../session/preview.ts';
import { accountApi, captchaRequired } from '../api.ts';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { CaptchaField } from '../components/CaptchaField.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { LightField } from '../components/LightField.tsx';

type Field = 'username' | 'password' | 'captcha';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

function prefilledUsername(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const value = (state as { username?: unknown }).username;
  return typeof value === 'string' ? value : '';
}

export function LoginPage() {
  const { t } = useTranslation('account');
  const shared = useSharedText();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Values>({
    username: prefilledUsername(location.state),
    password: '',
    captcha: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const captcha = useQuery({
    queryKey: ['account', 'captcha'],
    queryFn: accountApi.captcha,
    enabled: needCaptcha,
    staleTime: 0,
    gcTime: 0,
  });

  const check = (field: Field, value: string): string | undefined => {
    if (value.trim() !== '' || (field === 'captcha' && !needCaptcha)) return undefined;
    if (field === 'username') return shared('validation.username.required');
    if (field === 'password') return shared('validation.password.required');
    return shared('validation.required', { field: t('fields.captcha') });
  };
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, value) }));
  };
  const blur = (field: Field) => () =>
    setErrors((current) => ({ ...current, [field]: check(field, values[field]) }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      username: check('username', values.username),
      password: check('password', values.password),
    };
    if (needCaptcha) found.captcha = check('captcha', values.captcha);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(undefined);
    setSubmitting(true);
    try {
      const grant = await accountApi.login({
        username: values.username.trim(),
        password: values.password,
        captcha:
          needCaptcha && captcha.data ? { key: captcha.data.key, code: values.captcha.trim() } : undefined,
      });
      await completeLogin(grant);
      navigate(takePreviewUrl(), { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : shared('error.service'));
      if (error instanceof ApiError && captchaRequired(error.payload)) setNeedCaptcha(true);
      if (needCaptcha) {
        setValues((current) => ({ ...current, captcha: '' }));
        void captcha.refetch();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div data-testid="login-page">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form noValidate onSubmit={onSubmit} aria-label={t('login.title')}>
        <LightField
          id="login-username"
          label={t('fields.username')}
          value={values.username}
          onChange={set('username')}
          onBlur={blur('username')}
          error={errors.username}
          autoComplete="username"
          maxLength={AUTH_FIELD_MAX.username}
          placeholder={t('fields.usernamePlaceholder')}
          icon={<UserOutlined aria-hidden />}
          testId="login-username"
        />
        <LightField
          id="login-password"
          type="password"
          label={t('fields.password')}
          value={values.password}
          onChange={set('password')}
          onBlur={blur('password')}
          error={errors.password}
          autoComplete="current-password"
          maxLength={AUTH_FIELD_MAX.loginPassword}
          placeholder={t('fields.passwordPlaceholder')}
          icon={<LockOutlined aria-hidden />}
          testId="login-password"
        />
        {needCaptcha ? (
          <>
            <p className="form-notice">{t('login.captchaNotice')}</p>
            <CaptchaField
              captcha={captcha.data}
              value={values.captcha}
              onChange={set('captcha')}
              error={errors.captcha}
              onRefresh={() => void captcha.refetch()}
            />
          </>
        ) : null}
        <FormAlert message={failure} />
        <div className="auth-links">
          <Link to="/forgetPassword" data-testid="login-forget">
            {t('login.forget')}
          </Link>
        </div>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={submitting}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
        <p className="auth-switch">
          {t('login.noAccount')} <Link to="/register">{t('login.registerNow')}</Link>
        </p>
      </form>
    </div>
  );
}
