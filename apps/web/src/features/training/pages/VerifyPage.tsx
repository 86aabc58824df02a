// The public verification page of a certificate (/verify/:code, no sign-in): holder, title, issuer, dates,
// validity and revocation as of now, and the signed credential for offline checking.
import { Alert, Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useVerification } from '../api.ts';
import '../training.css';

const day = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleDateString());

export function VerifyPage() {
  const { t } = useTranslation('training');
  const { code = '' } = useParams();
  const verification = useVerification(code);
  if (verification.isPending) return <Skeleton active className="verify-page" />;
  const data = verification.data;
  if (!data)
    return (
      <main className="verify-page">
        <EmptyState description={t('verify.notFound')} testId="verify-not-found" />
      </main>
    );
  const state = data.revoked ? 'revokedText' : data.expired ? 'expiredText' : 'validText';
  return (
    <main className="verify-page" data-testid="verify-page">
      <h1>{t('verify.title')}</h1>
      <Alert
        type={data.valid ? 'success' : 'error'}
        showIcon
        message={t(`verify.${state}`)}
        data-testid="verify-state"
      />
      <Card style={{ marginTop: 16 }}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('certificate.holder')}>{data.holderName}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.name')}>{data.title}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.issuer')}>{data.issuer}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.issued')}>{day(data.issueTime)}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.validUntil')}>
            {data.validUntil === null ? t('certificate.forever') : day(data.validUntil)}
          </Descriptions.Item>
          {data.revoked ? (
            <Descriptions.Item label={t('verify.revokedAt')}>{day(data.revokedTime)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('certificate.code')}>{data.code}</Descriptions.Item>
        </Descriptions>
        <h2 style={{ fontSize: 14 }}>{t('verify.credential')}</h2>
        {/* Scrollable, so it takes keyboard focus (the reader can scroll it without a mouse). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
        <section className="verify-jwt" tabIndex={0} aria-label={t('verify.credential')}>
          {data.credentialJwt}
        </section>
        <a href={data.keysUrl}>{t('verify.keys')}</a>
      </Card>
    </main>
  );
}
