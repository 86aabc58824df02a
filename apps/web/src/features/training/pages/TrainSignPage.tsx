// The page a scanned sign-in QR code opens (/train/sign?token=…): signs the learner in at once and says
// so — a repeat scan says "already signed in", an expired or foreign code says why.
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSignIn } from '../api.ts';
import '../training.css';

export function TrainSignPage() {
  const { t } = useTranslation('training');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signIn = useSignIn();
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      signIn.mutate({ token });
    }
  }, [token, signIn]);

  if (!token) return <Result className="train-sign" status="warning" title={t('sign.missing')} />;
  if (signIn.isError)
    return (
      <Result
        className="train-sign"
        status="error"
        title={t('sign.failed')}
        subTitle={signIn.error.message}
        data-testid="sign-result"
      />
    );
  if (!signIn.data)
    return (
      <div className="train-sign">
        <Spin tip={t('sign.signing')}>
          <div style={{ height: 80 }} />
        </Spin>
      </div>
    );
  const result = signIn.data;
  return (
    <Result
      className="train-sign"
      status="success"
      data-testid="sign-result"
      title={result.isNew ? t('sign.success') : t('sign.already')}
      subTitle={
        <>
          <div>{t('sign.session', { value: result.sessionTitle })}</div>
          <div>{t('sign.at', { value: new Date(result.signedAt).toLocaleString() })}</div>
        </>
      }
      extra={
        <Link to={`/train/detail?trainId=${result.trainId}&type=0`}>
          <Button type="primary">{t('sign.back')}</Button>
        </Link>
      }
    />
  );
}
