// The user agreement (GET /api/user/v1/user/getAgreement) in a dialog; accepting it ticks the checkbox.
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { accountApi } from '../api.ts';

type Props = { open: boolean; onClose: () => void; onAccept: () => void };

export function AgreementDialog({ open, onClose, onAccept }: Props) {
  const { t } = useTranslation('account');
  const agreement = useQuery({
    queryKey: ['account', 'agreement'],
    queryFn: accountApi.agreement,
    enabled: open,
    staleTime: Infinity,
  });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={agreement.data?.title || t('register.agreementTitle')}
      width={720}
      footer={
        <Button type="primary" onClick={onAccept} data-testid="agreement-accept">
          {t('register.agree')}
        </Button>
      }
    >
      <div data-testid="agreement-dialog">
        {agreement.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : agreement.data?.content ? (
          // The server sanitises the agreement HTML (DESIGN §4).
          <div
            className="rich-text agreement-text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
            dangerouslySetInnerHTML={{ __html: agreement.data.content }}
          />
        ) : (
          <EmptyState />
        )}
      </div>
    </Modal>
  );
}
