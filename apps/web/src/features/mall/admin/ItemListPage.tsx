// The back office's goods or coupons: search by name and shelf state, add, edit, shelf on / off, add stock,
// delete (confirmed; refused by the server once someone exchanged it).
import { MallItemKind, type TMallAdminItem } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { couponText } from '../format.ts';
import { mallAdminApi, mallAdminKeys } from './api.ts';
import { ItemEditor } from './ItemEditor.tsx';

function RestockButton({
  kind,
  item,
  onDone,
}: {
  kind: MallItemKind;
  item: TMallAdminItem;
  onDone: () => void;
}) {
  const { t } = useTranslation('mall');
  let quantity = 10;
  return (
    <Button
      type="link"
      onClick={() =>
        confirmAction({
          title: t('admin.restock'),
          content: (
            <InputNumber
              aria-label={t('admin.restockQuantity')}
              min={1}
              max={1_000_000}
              precision={0}
              defaultValue={quantity}
              onChange={(value) => {
                quantity = Number(value) || 1;
              }}
            />
          ),
          onOk: async () => {
            await mallAdminApi.restock(kind, item.id, quantity);
            adminFeedback.success(t('admin.restocked'));
            onDone();
          },
        })
      }
    >
      {t('admin.restock')}
    </Button>
  );
}

export function ItemListPage({ kind }: { kind: MallItemKind }) {
  const { t } = useTranslation('mall');
  const client = useQueryClient();
  const queryKey = mallAdminKeys.items(kind);
  const refresh = () => void client.invalidateQueries({ queryKey });
  const [editing, setEditing] = useState<{ item?: TMallAdminItem } | null>(null);
  const isCoupon = kind === MallItemKind.coupon;
  return (
    <>
      <ListPage<TMallAdminItem>
        title={isCoupon ? t('admin.couponsTitle') : t('admin.goodsTitle')}
        queryKey={queryKey}
        fetchPage={(query) => mallAdminApi.items(kind, query)}
        rowKey="id"
        testId={`mall-${kind}-list`}
        searchFields={[
          { kind: 'text', name: 'name', label: t('admin.name'), maxLength: 60 },
          {
            kind: 'select',
            name: 'onShelf',
            label: t('admin.status'),
            options: [
              { value: 'true', label: t('admin.onShelfState') },
              { value: 'false', label: t('admin.offShelfState') },
            ],
          },
        ]}
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          isCoupon
            ? {
                title: t('admin.terms'),
                key: 'terms',
                render: (_: unknown, row: TMallAdminItem) =>
                  row.coupon ? couponText(row.coupon, t).join(' · ') : '',
              }
            : { title: t('admin.category'), dataIndex: 'category' },
          { title: t('admin.points'), dataIndex: 'points' },
          { title: t('admin.stock'), dataIndex: 'stock' },
          { title: t('admin.exchanged'), dataIndex: 'exchangedNum' },
          {
            title: t('admin.status'),
            dataIndex: 'onShelf',
            render: (on: boolean) =>
              on ? <Tag color="green">{t('admin.onShelfState')}</Tag> : <Tag>{t('admin.offShelfState')}</Tag>,
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row: TMallAdminItem) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setEditing({ item: row })}>
                  {t('admin.edit')}
                </Button>
                <Button
                  type="link"
                  onClick={() =>
                    void mallAdminApi.shelf(kind, row.id, !row.onShelf).then(refresh, () => undefined)
                  }
                >
                  {row.onShelf ? t('admin.shelfOff') : t('admin.shelfOn')}
                </Button>
                <RestockButton kind={kind} item={row} onDone={refresh} />
                <Button
                  type="link"
                  danger
                  onClick={() =>
                    confirmAction({
                      content: t('admin.deleteConfirm', { name: row.name }),
                      danger: true,
                      onOk: async () => {
                        await mallAdminApi.remove(kind, row.id);
                        refresh();
                      },
                    })
                  }
                >
                  {t('admin.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
        toolbar={
          <Button type="primary" onClick={() => setEditing({})} data-testid="mall-item-add">
            {t('admin.add')}
          </Button>
        }
      />
      <ItemEditor
        kind={kind}
        item={editing?.item}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </>
  );
}
