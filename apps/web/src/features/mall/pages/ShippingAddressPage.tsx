// /integral/shippingAddress: my shipping addresses (the default first) — add, edit, delete, make default.
import type { TMallAddress } from '@elearning/shared';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { mallApi, useAddresses, useMallMutation } from '../api.ts';
import { AddressFormModal } from '../components/AddressFormModal.tsx';
import { MallHeader } from '../components/MallHeader.tsx';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { addressText } from '../format.ts';
import '../mall.css';

export function ShippingAddressPage() {
  const { t } = useTranslation('mall');
  const addresses = useAddresses();
  const remove = useMallMutation(mallApi.deleteAddress);
  const makeDefault = useMallMutation(mallApi.defaultAddress);
  const [editing, setEditing] = useState<{ address?: TMallAddress } | null>(null);
  return (
    <div className="mall-page" data-testid="mall-addresses">
      <MallHeader title={t('address.title')} />
      <Button
        type="primary"
        style={{ marginBottom: 16 }}
        onClick={() => setEditing({})}
        data-testid="mall-address-add"
      >
        {t('address.add')}
      </Button>
      {addresses.isPending ? (
        <PageLoading />
      ) : addresses.isError ? (
        <PageFailed onRetry={() => void addresses.refetch()} />
      ) : addresses.data.length === 0 ? (
        <EmptyState description={t('address.empty')} />
      ) : (
        addresses.data.map((address) => (
          <div className="mall-address" key={address.id} data-testid="mall-address">
            <p style={{ margin: '0 0 8px' }}>
              {address.isDefault ? <Tag color="orange">{t('address.default')}</Tag> : null}
              {addressText(address)}
            </p>
            <Space>
              <Button size="small" onClick={() => setEditing({ address })}>
                {t('address.edit')}
              </Button>
              {address.isDefault ? null : (
                <Button
                  size="small"
                  onClick={() => void makeDefault.mutateAsync(address.id).catch(() => undefined)}
                >
                  {t('address.makeDefault')}
                </Button>
              )}
              <Popconfirm
                title={t('address.deleteConfirm')}
                onConfirm={() =>
                  remove.mutateAsync(address.id).then(
                    () => feedback.success(t('address.deleted')),
                    () => undefined,
                  )
                }
              >
                <Button size="small" danger>
                  {t('address.delete')}
                </Button>
              </Popconfirm>
            </Space>
          </div>
        ))
      )}
      <AddressFormModal open={editing !== null} address={editing?.address} onClose={() => setEditing(null)} />
    </div>
  );
}
