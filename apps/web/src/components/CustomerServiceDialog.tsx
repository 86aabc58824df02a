// The customer-service dialog: the site's own smart-service chat (features/customer-service), or an outside
// chat in a frame when the site configured one (domain info `customerServiceUrl`).
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { withAntdScope } from '../app/AntdScope.tsx';
import { ChatPanel } from '../features/customer-service/components/ChatPanel.tsx';
import { useDomainInfo } from '../features/session/api.ts';

function CustomerServiceDialogContent({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: domain } = useDomainInfo();
  const chatUrl = domain?.customerServiceUrl;
  return (
    <Modal open={open} title={t('customerService.title')} footer={null} width={480} onCancel={onClose}>
      <div data-testid="customer-service-dialog">
        {chatUrl ? (
          <iframe
            title={t('customerService.frameTitle')}
            src={chatUrl}
            style={{ width: '100%', height: 480, border: 0, borderRadius: 8 }}
          />
        ) : (
          <ChatPanel height={360} />
        )}
      </div>
    </Modal>
  );
}

/** Drawn in the antd scope: the dialog is fetched on first use, from the shell. */
export const CustomerServiceDialog = withAntdScope(CustomerServiceDialogContent);
