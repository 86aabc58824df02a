// /integral/mall: the points mall — my points, goods and coupons tabs, categories, search, a grid of items
// on the shelf (sold-out ones last) and the pager. A card opens the item's detail page.
import { MallItemKind as Kind, type MallItemKind, type TMallItem } from '@elearning/shared';
import { Input, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { MALL_PAGE_SIZE, useCategories, useShelf } from '../api.ts';
import { ItemVisual } from '../components/ItemVisual.tsx';
import { MallHeader } from '../components/MallHeader.tsx';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import '../mall.css';

const detailPath = (item: TMallItem) =>
  `${item.kind === Kind.coupon ? '/integral/couponsDetails' : '/integral/goodsDetails'}?id=${item.id}`;

function ItemCard({ item }: { item: TMallItem }) {
  const { t } = useTranslation('mall');
  return (
    <Link to={detailPath(item)} className="mall-card" data-testid="mall-item">
      <div className="mall-card-image">
        <ItemVisual item={item} />
      </div>
      <div className="mall-card-body">
        <h2 className="mall-card-name" title={item.name}>
          {item.name}
        </h2>
        <div className="mall-card-meta">
          <span className="mall-price">{t('pointsUnit', { count: item.points })}</span>
          <span>{item.stock > 0 ? t('stock', { count: item.stock }) : t('soldOut')}</span>
        </div>
      </div>
    </Link>
  );
}

export function MallPage() {
  const { t } = useTranslation('mall');
  const [kind, setKind] = useState<MallItemKind>(Kind.goods);
  const [category, setCategory] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const categories = useCategories();
  const shelf = useShelf({ kind, category: category || undefined, keyword: keyword || undefined, pageNo });

  const choose = (next: () => void) => {
    next();
    setPageNo(1);
  };
  const rows = shelf.data?.data ?? [];
  return (
    <div className="mall-page" data-testid="mall-page">
      <MallHeader title={t('title')} />
      <Tabs
        activeKey={kind}
        onChange={(key) => choose(() => setKind(key === Kind.coupon ? Kind.coupon : Kind.goods))}
        items={[
          { key: Kind.goods, label: t('goods') },
          { key: Kind.coupon, label: t('coupons') },
        ]}
      />
      <div className="mall-filters">
        {kind === Kind.goods && (categories.data?.length ?? 0) > 0 ? (
          <Segmented
            value={category}
            onChange={(value) => choose(() => setCategory(String(value)))}
            options={[
              { value: '', label: t('allCategories') },
              ...(categories.data ?? []).map((name) => ({ value: name, label: name })),
            ]}
          />
        ) : null}
        <Input.Search
          allowClear
          maxLength={60}
          placeholder={t('search')}
          aria-label={t('search')}
          style={{ width: 260 }}
          onSearch={(value) => choose(() => setKeyword(value.trim()))}
        />
      </div>
      {shelf.isPending ? (
        <PageLoading />
      ) : shelf.isError ? (
        <PageFailed onRetry={() => void shelf.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState description={t('empty')} />
      ) : (
        <div className="mall-grid">
          {rows.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </div>
      )}
      <div style={{ marginTop: 24, textAlign: 'center' }}>
        <Pager
          pageNo={pageNo}
          pageSize={MALL_PAGE_SIZE}
          total={shelf.data?.totalNum ?? 0}
          pageSizes={[MALL_PAGE_SIZE]}
          onChange={(next) => setPageNo(next)}
        />
      </div>
    </div>
  );
}
