// The personal centre's MyCoupon menu: my coupons of both kinds (issued here or bought with points), usable
// first. Self-contained; mounted by the personal centre.
import { List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyCoupons } from '../api.ts';
import { couponTerms, dateText } from '../format.ts';
import { PageEmpty, PageFailed } from './PageState.tsx';

export function MyCoupons() {
  const { t } = useTranslation('commerce');
  const coupons = useMyCoupons();
  if (coupons.isError) return <PageFailed onRetry={() => coupons.refetch()} />;
  return (
    <section data-testid="my-coupons" aria-label={t('coupon.mine')}>
      <List
        loading={coupons.isPending}
        dataSource={coupons.data ?? []}
        locale={{ emptyText: <PageEmpty /> }}
        renderItem={(coupon) => (
          <List.Item key={`${coupon.source}:${coupon.id}`}>
            <List.Item.Meta
              title={coupon.name}
              description={`${couponTerms(coupon, t)} · ${t('coupon.validTo', { date: dateText(coupon.validTo) })}${
                coupon.source === 'mall' ? ` · ${t('coupon.fromMall')}` : ''
              }`}
            />
            <Tag color={coupon.usable ? 'success' : 'default'}>
              {coupon.usable ? t('coupon.usable') : coupon.usedAt ? t('coupon.used') : t('coupon.unusable')}
            </Tag>
          </List.Item>
        )}
      />
    </section>
  );
}
