// 积分明细: the tenant's learners with their points (search by name), one learner's ledger with taking back
// entries (a reversing entry, confirmed), a manual adjustment (grant or deduction) with its reason — a
// retried submit of the same dialog changes nothing twice — and the points import (template t8).
import { achievementAdminPaths, type TScoreEntry, type TUserPointsRow } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, ListPage } from '../../../admin/components/index.ts';
import { ImportDialog } from '../../spreadsheet/index.ts';
import { type AdjustForm, achievementAdminApi, achievementAdminKeys } from './api.ts';

function AdjustDialog({ user, onClose }: { user: TUserPointsRow; onClose: () => void }) {
  const { t } = useTranslation('achievement');
  const client = useQueryClient();
  const [form] = Form.useForm<AdjustForm>();
  const [requestId] = useState(() => crypto.randomUUID());
  const [saving, setSaving] = useState(false);
  const submit = async (values: AdjustForm) => {
    setSaving(true);
    try {
      await achievementAdminApi.adjust({ ...values, userId: user.userId, requestId });
      adminFeedback.success(t('admin.details.adjusted'));
      await client.invalidateQueries({ queryKey: ['achievement', 'admin'] });
      onClose();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${t('admin.details.adjust')} · ${user.name}`}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="score" label={t('admin.details.score')} rules={[{ required: true }]}>
          <InputNumber min={-100000} max={100000} precision={0} />
        </Form.Item>
        <Form.Item name="remark" label={t('admin.details.remark')} rules={[{ required: true, max: 200 }]}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Ledger({ user, onBack }: { user: TUserPointsRow; onBack: () => void }) {
  const { t } = useTranslation('achievement');
  const client = useQueryClient();
  return (
    <ListPage<TScoreEntry>
      title={t('admin.details.ledgerOf', { name: user.name })}
      queryKey={achievementAdminKeys.ledger(user.userId)}
      fetchPage={(query) => achievementAdminApi.ledger(user.userId, query)}
      rowKey="id"
      testId="points-ledger-admin"
      toolbar={<Button onClick={onBack}>{t('admin.details.back')}</Button>}
      batchActions={[
        {
          key: 'revoke',
          label: t('admin.details.revoke'),
          danger: true,
          confirmText: t('admin.details.revokeConfirm'),
          run: async (rows) => {
            const { revoked } = await achievementAdminApi.revoke(rows.map((row) => row.id));
            adminFeedback.success(t('admin.details.revoked', { count: revoked }));
            await client.invalidateQueries({ queryKey: ['achievement', 'admin'] });
          },
        },
      ]}
      columns={[
        { title: t('integral.source'), dataIndex: 'name', render: (name: string, row) => name || row.reason },
        { title: t('integral.score'), dataIndex: 'score' },
        {
          title: t('integral.time'),
          dataIndex: 'createTime',
          render: (ms: number) => new Date(ms).toLocaleString(),
        },
        { title: t('integral.remark'), dataIndex: 'remark' },
      ]}
    />
  );
}

export function Component() {
  const { t } = useTranslation('achievement');
  const [viewing, setViewing] = useState<TUserPointsRow>();
  const [adjusting, setAdjusting] = useState<TUserPointsRow>();
  const [importing, setImporting] = useState(false);
  const client = useQueryClient();
  if (viewing) return <Ledger user={viewing} onBack={() => setViewing(undefined)} />;
  return (
    <>
      <ListPage<TUserPointsRow>
        title={t('admin.details.title')}
        queryKey={achievementAdminKeys.users}
        fetchPage={(query) =>
          achievementAdminApi.users({
            pageNo: query.pageNo,
            pageSize: query.pageSize,
            likeQuery: typeof query.likeQuery === 'string' ? query.likeQuery : undefined,
          })
        }
        rowKey="userId"
        testId="points-user-list"
        toolbar={<Button onClick={() => setImporting(true)}>{t('admin.details.import')}</Button>}
        searchFields={[{ kind: 'text', name: 'likeQuery', label: t('admin.details.search'), maxLength: 50 }]}
        columns={[
          { title: t('admin.details.name'), dataIndex: 'name' },
          { title: t('admin.details.dept'), dataIndex: 'dept' },
          { title: t('admin.details.total'), dataIndex: 'totalScore' },
          { title: t('admin.details.balance'), dataIndex: 'balance' },
          {
            title: t('admin.details.updated'),
            dataIndex: 'update_time',
            render: (ms: number) => (ms ? new Date(ms).toLocaleString() : '—'),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, row: TUserPointsRow) => (
              <Space>
                <Button type="link" onClick={() => setViewing(row)}>
                  {t('admin.details.view')}
                </Button>
                <Button type="link" onClick={() => setAdjusting(row)}>
                  {t('admin.details.adjust')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {adjusting ? <AdjustDialog user={adjusting} onClose={() => setAdjusting(undefined)} /> : null}
      <ImportDialog
        open={importing}
        code="t8"
        title={t('admin.details.import')}
        uploadPath={achievementAdminPaths.importPoints}
        errorPath={achievementAdminPaths.importErrors}
        onClose={() => setImporting(false)}
        onImported={() => void client.invalidateQueries({ queryKey: ['achievement', 'admin'] })}
      />
    </>
  );
}
