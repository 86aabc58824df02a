// The projected sign-in code of an offline session: a large QR (full screen for the projector), the
// 6-digit fallback, the rotation hint and how many have signed in; fetched again after every rotation.
import { TRAINING_RULES } from '@elearning/shared';
import { Button, Modal, QRCode, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrCode } from '../api-lecturer.ts';

export function QrProjector({
  sessionId,
  title,
  onClose,
}: {
  sessionId: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('training');
  const code = useQrCode(sessionId);
  const [full, setFull] = useState(false);
  const body = code.data ? (
    <div className={full ? 'train-qr train-qr--projector' : 'train-qr'} data-testid="qr-projector">
      <h2>{`${t('lecturer.qrTitle')} · ${title}`}</h2>
      <QRCode value={code.data.url} size={full ? 420 : 260} errorLevel="M" />
      <p>{t('lecturer.fallback')}</p>
      <div className="train-qr__code" data-testid="qr-fallback">
        {code.data.code}
      </div>
      <p>{t('lecturer.qrHint', { seconds: TRAINING_RULES.qrRotateSeconds })}</p>
      <p>{t('lecturer.signedCount', { signed: code.data.signedNum, total: code.data.traineeNum })}</p>
      <a href={code.data.url} data-testid="qr-url" style={{ fontSize: 12 }}>
        {code.data.url}
      </a>
      <div style={{ marginTop: 12 }}>
        <Button onClick={() => setFull(!full)}>
          {full ? t('lecturer.exitFullscreen') : t('lecturer.fullscreen')}
        </Button>
      </div>
    </div>
  ) : (
    <Spin />
  );
  return (
    <Modal open title={t('lecturer.showQr')} onCancel={onClose} footer={null} width={520}>
      {body}
    </Modal>
  );
}
