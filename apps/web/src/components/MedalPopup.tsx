// Medal pop-up (SPEC §2): shows the medal a websocket message announced, can be closed, and its hint line
// clears itself after 5 seconds.
import { TrophyFilled } from '@ant-design/icons';
import { MEDAL_HINT_CLEAR_MS, MedalType, type TMedalMessage } from '@elearning/shared';
import { Button, Modal, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withAntdScope } from '../app/AntdScope.tsx';

/** A medal as received; fields are checked before use since the socket is untyped. */
export type Medal = Partial<TMedalMessage['data']>;

const medalTypes = new Set<string>(Object.values(MedalType));

type Props = { medal: Medal; arrivedAt: number; onClose: () => void };

function MedalPopupContent({ medal, arrivedAt, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hint, setHint] = useState(true);

  useEffect(() => {
    if (!arrivedAt) return;
    setHint(true);
    const timer = setTimeout(() => setHint(false), MEDAL_HINT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [arrivedAt]);

  const type = medal.medalType && medalTypes.has(medal.medalType) ? medal.medalType : undefined;
  const name = medal.medalName || (type ? t(`medal.types.${type}`) : '');

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      centered
      width={380}
      title={t('medal.title')}
      closable={{ 'aria-label': t('actions.close') }}
    >
      <div className="medal-popup" role="status" aria-live="polite" data-testid="medal-popup">
        <TrophyFilled className="medal-popup__icon" aria-hidden />
        <Typography.Paragraph data-testid="medal-name">{t('medal.body', { name })}</Typography.Paragraph>
        <Space size={8} style={{ marginBottom: 12 }}>
          {/* Plain tags: antd's gold tag falls short of the contrast ratio. */}
          {type ? <Tag>{t(`medal.types.${type}`)}</Tag> : null}
          {medal.level !== undefined ? (
            <Tag color="blue">{t('medal.level', { level: medal.level })}</Tag>
          ) : null}
          {medal.quantity !== undefined ? (
            <Tag>{t('medal.quantity', { quantity: medal.quantity })}</Tag>
          ) : null}
        </Space>
        <p className="medal-popup__hint" data-testid="medal-hint" hidden={!hint}>
          {hint ? t('medal.hint') : ''}
        </p>
        <Button
          type="primary"
          onClick={() => {
            onClose();
            navigate('/medalWall');
          }}
        >
          {t('medal.view')}
        </Button>
      </div>
    </Modal>
  );
}

/** Drawn in the antd scope: the pop-up is fetched on the first medal, outside any antd page. */
export const MedalPopup = withAntdScope(MedalPopupContent);
