// The back office's own sign-in page for direct visits: account and password through the same grant as the
// learner site's sign-in (encrypted, with the captcha grant when the server asks for it).
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { accountApi, captchaRequired } from '../../features/account/api.ts';
import { ApiError } from '../../lib/http/index.ts';
import { completeAdminLogin } from '../session/lifecycle.ts';
import { useAdminSession } from '../session/store.ts';

type Values = { account: string; password: string; captcha?: string };
type FromState = { from?: string; error?: string } | null;

export function Component() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as FromState;
  const signedIn = useAdminSession((s) => Boolean(s.accessToken && s.user));
  const [failure, setFailure] = useState<string | undefined>(state?.error);
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<Values>();
  const captcha = useQuery({
    queryKey: ['admin', 'captcha'],
    queryFn: accountApi.captcha,
    enabled: needCaptcha,
    staleTime: 0,
  });

  if (signedIn && !submitting) return <Navigate to={state?.from ?? '/'} replace />;

  const onFinish = async (values: Values) => {
    setFailure(undefined);
    setSubmitting(true);
    try {
      const grant = await accountApi.login({
        username: values.account.trim(),
        password: values.password,
        captcha:
          needCaptcha && captcha.data
            ? { key: captcha.data.key, code: (values.captcha ?? '').trim() }
            : undefined,
      });
      await completeAdminLogin(grant);
      navigate(state?.from ?? '/', { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiError && captchaRequired(error.payload)) setNeedCaptcha(true);
      if (needCaptcha) void captcha.refetch();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="admin-login" data-testid="admin-login">
      <Card className="admin-login__card">
        <Typography.Title level={1} className="admin-login__title">
          {t('login.title')}
        </Typography.Title>
        {failure ? (
          <Alert type="error" showIcon role="alert" title={failure} className="admin-login__error" />
        ) : null}
        <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} requiredMark={false}>
          <Form.Item
            name="account"
            label={t('login.account')}
            rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
          >
            <Input autoComplete="username" maxLength={64} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" maxLength={64} />
          </Form.Item>
          {needCaptcha ? (
            <Form.Item
              name="captcha"
              label={t('login.captcha')}
              rules={[{ required: true, message: t('login.captcha') }]}
            >
              <Input
                maxLength={8}
                addonAfter={
                  captcha.data ? (
                    <button
                      type="button"
                      className="admin-login__captcha"
                      onClick={() => void captcha.refetch()}
                    >
                      <img src={captcha.data.image} alt={t('login.captchaImage')} height={30} />
                    </button>
                  ) : null
                }
              />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
