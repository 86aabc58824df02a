// Where the answers are: saved on the server, on their way, or kept on this device while offline.
import { CheckCircleFilled, CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SyncState } from '../draft/draft-sync.ts';

export function SaveIndicator({ state }: { state: SyncState }) {
  const { t } = useTranslation('exam');
  const icon =
    state === 'saved' ? (
      <CheckCircleFilled />
    ) : state === 'saving' ? (
      <CloudSyncOutlined spin />
    ) : (
      <DisconnectOutlined />
    );
  return (
    <span
      className={`save-indicator save-indicator--${state}`}
      role="status"
      aria-live="polite"
      data-testid="save-indicator"
      data-state={state}
    >
      {icon} {t(`paper.${state}`)}
    </span>
  );
}
