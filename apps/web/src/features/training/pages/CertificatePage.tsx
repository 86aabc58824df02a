// My certificates (/Certificate) and one certificate (/CertificateDetail?id): title, issuer, dates,
// state, the PDF download and the public verification page.
import { PAGE_SIZES, type TTrainCertificate, trainingPaths } from '@elearning/shared';
import { Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { downloadBlob, useMyCertificate, useMyCertificates } from '../api.ts';
import '../training.css';

const day = (ms: number | null) => (ms === null ? '' : new Date(ms).toLocaleDateString());

function StateTag({ certificate }: { certificate: TTrainCertificate }) {
  const { t } = useTranslation('training');
  if (certificate.revoked) return <Tag color="red">{t('certificate.revoked')}</Tag>;
  if (certificate.validUntil !== null && certificate.validUntil < Date.now())
    return <Tag>{t('certificate.expired')}</Tag>;
  return <Tag color="green">{t('certificate.valid')}</Tag>;
}

export function CertificatePage() {
  const { t } = useTranslation('training');
  const [pageNo, setPageNo] = useState(1);
  const pageSize = PAGE_SIZES.generic.default;
  const list = useMyCertificates({ pageNo, pageSize });
  const rows = list.data?.data ?? [];
  return (
    <main className="train-page" data-testid="certificate-list">
      <h1>{t('certificate.title')}</h1>
      {list.isPending ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <EmptyState description={t('certificate.empty')} />
      ) : (
        <div className="cert-grid">
          {rows.map((row) => (
            <Card
              key={row.id}
              title={row.title}
              extra={<StateTag certificate={row} />}
              actions={[
                <Link key="view" to={`/CertificateDetail?id=${row.id}`}>
                  {t('certificate.detail')}
                </Link>,
              ]}
            >
              <div>{`${t('certificate.issuer')}：${row.issuer}`}</div>
              <div>{`${t('certificate.issued')}：${day(row.issueTime)}`}</div>
            </Card>
          ))}
        </div>
      )}
      <Pager
        pageNo={pageNo}
        pageSize={pageSize}
        total={list.data?.totalNum ?? 0}
        onChange={(next) => setPageNo(next)}
      />
    </main>
  );
}

export function CertificateDetailPage() {
  const { t } = useTranslation('training');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useMyCertificate(id);
  if (detail.isPending && id > 0) return <Skeleton active className="train-page" />;
  const row = detail.data;
  if (!row) return <EmptyState description={t('verify.notFound')} />;
  const verifyPath = new URL(row.verifyUrl).pathname;
  return (
    <main className="train-page" data-testid="certificate-detail">
      <Card title={row.title} extra={<StateTag certificate={row} />}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('certificate.holder')}>{row.holderName}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.issuer')}>{row.issuer}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.issued')}>{day(row.issueTime)}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.validUntil')}>
            {row.validUntil === null ? t('certificate.forever') : day(row.validUntil)}
          </Descriptions.Item>
          <Descriptions.Item label={t('certificate.code')}>{row.code}</Descriptions.Item>
        </Descriptions>
        <p>{row.body}</p>
        <Space>
          <Button
            type="primary"
            onClick={() =>
              downloadBlob(trainingPaths.certificatePdf, { id: row.id }, `certificate-${row.code}.pdf`)
            }
          >
            {t('certificate.download')}
          </Button>
          <Link to={verifyPath} data-testid="verify-link">
            {t('certificate.verify')}
          </Link>
        </Space>
      </Card>
    </main>
  );
}
