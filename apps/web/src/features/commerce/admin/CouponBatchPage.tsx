// /admin/commerce/coupons: coupon batches — create one (fixed amount in yuan or a percentage, minimum spend,
// validity in days, per-user limit, total, claimable by learners) and issue it to learners by id (the server
// keeps the total and each learner's limit).
import type { TCouponBatch } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, ListPage } from '../../../admin/components/index.ts';
import { couponTerms, dateText } from '../format.ts';
import { commerceAdminApi, commerceAdminKeys } from './api.ts';

type BatchValues = {
  name: string;
  discountType: 'fixed' | 'percent';
  off: number;
  minSpendYuan: number;
  validDays: number;
  perUserLimit: number;
  total: number;
  claimable: boolean;
};

const DAY_MS = 86_400_000;

function BatchDialog(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('commerce');
  const [form] = Form.useForm<BatchValues>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await commerceAdminApi.saveBatch({
        name: v.name,
        discountType: v.discountType,
        amountCents: v.discountType === 'fixed' ? Math.round(v.off * 100) : 0,
        percentOff: v.discountType === 'percent' ? Math.round(v.off) : 0,
        minSpendCents: Math.round(v.minSpendYuan * 100),
        validTo: Date.now() + v.validDays * DAY_MS,
        perUserLimit: v.perUserLimit,
        total: v.total,
        claimable: v.claimable,
      });
      adminFeedback.success(t('admin.saved'));
      props.onDone();
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  const initial: BatchValues = {
    name: '',
    discountType: 'fixed',
    off: 10,
    minSpendYuan: 0,
    validDays: 30,
    perUserLimit: 1,
    total: 0,
    claimable: false,
  };
  return (
    <Modal
      open={props.open}
      title={t('admin.addBatch')}
      okText={t('admin.save')}
      confirmLoading={busy}
      onOk={() => void save().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="discountType" label={t('admin.discountType')}>
            <Select
              style={{ width: 140 }}
              options={[
                { value: 'fixed', label: t('admin.fixed') },
                { value: 'percent', label: t('admin.percent') },
              ]}
            />
          </Form.Item>
          <Form.Item name="off" label={t('admin.offValue')} rules={[{ required: true }]}>
            <InputNumber min={0.01} max={1_000_000} precision={2} />
          </Form.Item>
          <Form.Item name="minSpendYuan" label={t('admin.minSpend')}>
            <InputNumber min={0} max={1_000_000} precision={2} />
          </Form.Item>
          <Form.Item name="validDays" label={t('admin.validDays')}>
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
          <Form.Item name="perUserLimit" label={t('admin.perUserLimit')}>
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
          <Form.Item name="total" label={t('admin.total')}>
            <InputNumber min={0} max={1_000_000} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item name="claimable" valuePropName="checked">
          <Checkbox>{t('admin.claimable')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

function IssueDialog(props: { batch?: TCouponBatch; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('commerce');
  const [form] = Form.useForm<{ userIds: string }>();
  const issue = async () => {
    const { userIds } = await form.validateFields();
    if (!props.batch) return;
    const ids = userIds
      .split(/[\s,，]+/)
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    const { issued } = await commerceAdminApi.issue(props.batch.id, ids);
    adminFeedback.success(t('admin.issuedCoupons', { count: issued }));
    props.onDone();
    props.onClose();
  };
  return (
    <Modal
      open={props.batch !== undefined}
      title={t('admin.issueCoupons')}
      okText={t('admin.issueCoupons')}
      onOk={() => void issue().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="userIds" label={t('admin.userIds')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('commerce');
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [issuing, setIssuing] = useState<TCouponBatch>();
  const refresh = () => void client.invalidateQueries({ queryKey: commerceAdminKeys.batches });
  return (
    <>
      <ListPage<TCouponBatch>
        title={t('admin.batches')}
        queryKey={commerceAdminKeys.batches}
        fetchPage={(query) => commerceAdminApi.batches(query)}
        rowKey="id"
        testId="commerce-batch-list"
        toolbar={
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('admin.addBatch')}
          </Button>
        }
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          {
            title: t('admin.terms'),
            key: 'terms',
            render: (_: unknown, row: TCouponBatch) => couponTerms(row, t),
          },
          { title: t('admin.validTo'), dataIndex: 'validTo', render: (ms: number) => dateText(ms) },
          {
            title: t('admin.issuedNum'),
            key: 'issued',
            render: (_: unknown, row: TCouponBatch) =>
              row.total > 0 ? `${row.issuedNum} / ${row.total}` : row.issuedNum,
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row: TCouponBatch) => (
              <Button type="link" onClick={() => setIssuing(row)}>
                {t('admin.issueCoupons')}
              </Button>
            ),
          },
        ]}
      />
      <BatchDialog open={adding} onClose={() => setAdding(false)} onDone={refresh} />
      <IssueDialog batch={issuing} onClose={() => setIssuing(undefined)} onDone={refresh} />
    </>
  );
}
