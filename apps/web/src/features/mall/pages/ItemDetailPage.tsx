// /integral/goodsDetails?id= and /integral/couponsDetails?id=: one item — pictures (or the coupon's face),
// points, stock, the per-person limit and what I may still exchange, the quantity, 立即兑换, and the details.
import { MALL_RULES, MallItemKind, type TMallItemDetail } from '@elearning/shared';
import { Breadcrumb, Button, Descriptions, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMallItem, useMyPoints } from '../api.ts';
import { ItemVisual } from '../components/ItemVisual.tsx';
import { MallHeader } from '../components/MallHeader.tsx';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { couponText } from '../format.ts';
import '../mall.css';

function Pictures({ item }: { item: TMallItemDetail }) {
  const [shown, setShown] = useState(0);
  return (
    <div>
      <div className="mall-detail-image">
        <ItemVisual item={item} image={item.images[shown]} />
      </div>
      {item.images.length > 1 ? (
        <div className="mall-thumbs">
          {item.images.map((src, index) => (
            <button key={src} type="button" aria-pressed={index === shown} onClick={() => setShown(index)}>
              <img src={src} alt={`${item.name} ${index + 1}`} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Most I may pick: the stock, my remaining limit and the per-click maximum. */
export function maxQuantity(item: TMallItemDetail): number {
  return Math.max(0, Math.min(item.stock, item.myRemaining ?? item.stock, MALL_RULES.quantityMax));
}

export function ItemDetailPage() {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const item = useMallItem(id);
  const points = useMyPoints();
  const [quantity, setQuantity] = useState(1);
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
  const max = maxQuantity(data);
  const isCoupon = data.kind === MallItemKind.coupon;
  const total = data.points * quantity;
  const short = points.data !== undefined && points.data.balance < total;
  const go = () =>
    navigate(
      `/integral/${isCoupon ? 'couponsExchange' : 'commodityExchange'}?id=${data.id}&quantity=${quantity}`,
    );
  return (
    <div className="mall-page" data-testid="mall-detail">
      <MallHeader title={t('title')} />
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[{ title: <Link to="/integral/mall">{t('title')}</Link> }, { title: data.name }]}
      />
      <section className="mall-detail">
        <Pictures item={data} />
        <div>
          <h1>{data.name}</h1>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('detail.points')}>
              <span className="mall-price">{t('pointsUnit', { count: data.points })}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.stock')}>
              {data.stock > 0 ? data.stock : t('soldOut')}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.limit')}>
              {data.perUserLimit > 0 ? data.perUserLimit : t('detail.noLimit')}
            </Descriptions.Item>
            {data.coupon ? (
              <Descriptions.Item label={t('detail.terms')}>
                {couponText(data.coupon, t).join(' · ')}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {data.myRemaining !== null ? (
            <p className="mall-muted">{t('detail.remaining', { count: data.myRemaining })}</p>
          ) : null}
          <Space align="center" style={{ margin: '16px 0' }} wrap>
            <label htmlFor="mall-quantity">{t('detail.quantity')}</label>
            <InputNumber
              id="mall-quantity"
              min={1}
              max={Math.max(1, max)}
              precision={0}
              value={quantity}
              disabled={max < 1}
              onChange={(value) => setQuantity(Math.max(1, Math.min(Number(value) || 1, Math.max(1, max))))}
            />
          </Space>
          <div>
            <Button
              type="primary"
              size="large"
              disabled={max < 1 || short}
              onClick={go}
              data-testid="mall-exchange-now"
            >
              {max < 1 ? t('soldOut') : short ? t('confirm.short') : t('detail.exchangeNow')}
            </Button>
          </div>
        </div>
      </section>
      <section className="mall-section">
        <h2>{t('detail.description')}</h2>
        <p style={{ whiteSpace: 'pre-wrap' }}>{data.description || t('detail.noDescription')}</p>
      </section>
    </div>
  );
}
