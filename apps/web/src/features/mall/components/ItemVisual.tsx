// An item's picture: the first image of a good, or a coupon's face with its discount.
import { GiftOutlined } from '@ant-design/icons';
import type { TMallItem } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { couponText } from '../format.ts';

export function ItemVisual({ item, image }: { item: TMallItem; image?: string }) {
  const { t } = useTranslation('mall');
  if (item.coupon) {
    const [discount, minimum] = couponText(item.coupon, t);
    return (
      <div className="mall-coupon-face">
        {discount}
        <small>{minimum}</small>
      </div>
    );
  }
  const src = image ?? item.images[0];
  if (src) return <img src={src} alt={item.name} loading="lazy" />;
  // A good without pictures: its category on the mall's own face, never a broken image.
  return (
    <div className="mall-goods-face">
      <GiftOutlined aria-hidden />
      {item.category ? <small>{item.category}</small> : null}
    </div>
  );
}
