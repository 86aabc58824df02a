// /integral/commodityExchange?id=&quantity= and /integral/couponsExchange?id=&quantity=: confirm an exchange —
// the item, quantity, points to spend against my points, and for goods the shipping address (pick one or add a
// new one). One request id per visit: a double click or a retry exchanges once.
import { MallItemKind } from '@elearning/shared';
import { Breadcrumb, Button, Descriptions, Empty, Radio, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { mallApi, useAddresses, useMallItem, useMallMutation, useMyPoints } from '../api.ts';
import { AddressFormModal } from '../components/AddressFormModal.tsx';
import { MallHeader } from '../components/MallHeader.tsx';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { addressText, couponText, newRequestId } from '../format.ts';
import '../mall.css';
import { maxQuantity } from './ItemDetailPage.tsx';

export function ExchangeConfirmPage() {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const item = useMallItem(id);
  const points = useMyPoints();
  const addresses = useAddresses();
  const requestId = useMemo(() => newRequestId(), []);
  const [addressId, setAddressId] = useState<number>();
  const [adding, setAdding] = useState(false);
  const exchange = useMallMutation(mallApi.exchange);

  useEffect(() => {
    if (addressId !== undefined || !addresses.data?.length) return;
    setAddressId((addresses.data.find((row) => row.isDefault) ?? addresses.data[0])?.id);
  }, [addresses.data, addressId]);

  if (id > 0 && item.isPending)
    return (
      <div className="mall-page">
        <PageLoading />
      </div>
    );
  if (!item.data)
    return (
      <div className="mall-page">
        <PageFailed message={t('notFound')} />
      </div>
    );
  const data = item.data;
  const isGoods = data.kind === MallItemKind.goods;
  const quantity = Math.max(1, Math.min(Number(params.get('quantity')) || 1, Math.max(1, maxQuantity(data))));
  const total = data.points * quantity;
  const short = points.data !== undefined && points.data.balance < total;
  const submit = async () => {
    const done = await exchange.mutateAsync({
      itemId: data.id,
      quantity,
      addressId: isGoods ? addressId : undefined,
      requestId,
    });
    navigate(`/integral/exchangeSuccess?id=${done.id}`, { replace: true });
  };

  return (
    <div className="mall-page" data-testid="mall-confirm">
      <MallHeader title={t('confirm.title')} />
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[{ title: <Link to="/integral/mall">{t('title')}</Link> }, { title: t('confirm.title') }]}
      />
      {isGoods ? (
        <section className="mall-section">
          <h2>{t('confirm.address')}</h2>
          {addresses.isPending ? (
            <PageLoading />
          ) : addresses.isError ? (
            <PageFailed onRetry={() => void addresses.refetch()} />
          ) : addresses.data.length === 0 ? (
            <Empty description={t('confirm.noAddress')} />
          ) : (
            <Radio.Group
              className="mall-address-choice"
              value={addressId}
              onChange={(event) => setAddressId(Number(event.target.value))}
              aria-label={t('confirm.chooseAddress')}
            >
              {addresses.data.map((row) => (
                <Radio key={row.id} value={row.id} data-testid="mall-address-option">
                  {addressText(row)} {row.isDefault ? `(${t('address.default')})` : ''}
                </Radio>
              ))}
            </Radio.Group>
          )}
          <Button style={{ marginTop: 12 }} onClick={() => setAdding(true)} data-testid="mall-add-address">
            {t('confirm.addAddress')}
          </Button>
        </section>
      ) : null}
      <section className="mall-section">
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('confirm.item')}>{data.name}</Descriptions.Item>
          {data.coupon ? (
            <Descriptions.Item label={t('detail.terms')}>
              {couponText(data.coupon, t).join(' · ')}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('confirm.quantity')}>{quantity}</Descriptions.Item>
          <Descriptions.Item label={t('confirm.total')}>
            <span className="mall-price" data-testid="mall-total">
              {t('pointsUnit', { count: total })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('confirm.balance')}>{points.data?.balance ?? '--'}</Descriptions.Item>
        </Descriptions>
        {isGoods ? null : <p className="mall-muted">{t('confirm.couponHint')}</p>}
        <Space style={{ marginTop: 16 }}>
          <Button
            type="primary"
            size="large"
            loading={exchange.isPending}
            disabled={short || (isGoods && !addressId) || maxQuantity(data) < 1}
            onClick={() => void submit().catch(() => undefined)}
            data-testid="mall-confirm-submit"
          >
            {short ? t('confirm.short') : t('confirm.submit')}
          </Button>
        </Space>
      </section>
      <AddressFormModal
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(saved) => setAddressId(saved)}
      />
    </div>
  );
}
