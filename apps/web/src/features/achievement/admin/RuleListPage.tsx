// 积分规则管理: the tenant's points rules — name, source, points, daily cap, description, state — with add,
// edit (a dialog), stop/start and delete (confirmed).
import type { TPointsRuleRow } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { achievementAdminApi, achievementAdminKeys, type RuleForm } from './api.ts';

function RuleDialog({ rule, onClose }: { rule: TPointsRuleRow | 'new'; onClose: () => void }) {
  const { t } = useTranslation('achievement');
  const client = useQueryClient();
  const [form] = Form.useForm<RuleForm>();
  const [saving, setSaving] = useState(false);
  const sources = useQuery({ queryKey: achievementAdminKeys.sources, queryFn: achievementAdminApi.sources });
  const initial: Partial<RuleForm> =
    rule === 'new'
      ? { score: 1, dayLimit: 0 }
      : {
          id: rule.id,
          stuName: rule.stu_name,
          sysRuleId: rule.sys_rule_id_str,
          score: rule.score,
          dayLimit: rule.day_limit,
          ruleState: rule.rule_state,
        };
  const submit = async (values: RuleForm) => {
    setSaving(true);
    try {
      await achievementAdminApi.saveRule({ ...values, id: initial.id });
      adminFeedback.success(t('admin.rules.saved'));
      await client.invalidateQueries({ queryKey: achievementAdminKeys.rules });
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
      title={rule === 'new' ? t('admin.rules.add') : t('admin.rules.edit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="stuName" label={t('admin.rules.name')} rules={[{ required: true, max: 10 }]}>
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item name="sysRuleId" label={t('admin.rules.source')} rules={[{ required: true }]}>
          <Select
            options={(sources.data ?? []).map((source) => ({
              value: source.id,
              label: source.sysRuleSource,
            }))}
          />
        </Form.Item>
        <Form.Item name="score" label={t('admin.rules.score')} rules={[{ required: true }]}>
          <InputNumber min={0} max={10000} precision={0} />
        </Form.Item>
        <Form.Item name="dayLimit" label={t('admin.rules.dayLimit')} rules={[{ required: true }]}>
          <InputNumber min={0} max={10000} precision={0} />
        </Form.Item>
        <Form.Item name="ruleState" label={t('admin.rules.state')}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('achievement');
  const client = useQueryClient();
  const [editing, setEditing] = useState<TPointsRuleRow | 'new'>();
  const refresh = () => client.invalidateQueries({ queryKey: achievementAdminKeys.rules });
  return (
    <>
      <ListPage<TPointsRuleRow>
        title={t('admin.rules.title')}
        queryKey={achievementAdminKeys.rules}
        fetchPage={(query) =>
          achievementAdminApi.rules(typeof query.likeQuery === 'string' ? query.likeQuery : undefined)
        }
        rowKey="id"
        testId="points-rule-list"
        searchFields={[{ kind: 'text', name: 'likeQuery', label: t('admin.rules.search'), maxLength: 50 }]}
        toolbar={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('admin.rules.add')}
          </Button>
        }
        columns={[
          { title: t('admin.rules.name'), dataIndex: 'stu_name' },
          { title: t('admin.rules.source'), dataIndex: 'sys_rule_source' },
          { title: t('admin.rules.score'), dataIndex: 'score' },
          {
            title: t('admin.rules.dayLimit'),
            dataIndex: 'day_limit',
            render: (limit: number) => (limit > 0 ? limit : t('admin.rules.noLimit')),
          },
          { title: t('admin.rules.state'), dataIndex: 'rule_state' },
          {
            title: t('admin.rules.status'),
            dataIndex: 'status',
            render: (status: 0 | 1) =>
              status === 1 ? (
                <Tag color="green">{t('admin.rules.normal')}</Tag>
              ) : (
                <Tag>{t('admin.rules.stopped')}</Tag>
              ),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, row: TPointsRuleRow) => (
              <Space>
                <Button type="link" onClick={() => setEditing(row)}>
                  {t('admin.rules.edit')}
                </Button>
                <Button
                  type="link"
                  onClick={() =>
                    void achievementAdminApi.toggleRules([row.id], row.status === 1 ? 0 : 1).then(refresh)
                  }
                >
                  {row.status === 1 ? t('admin.rules.stop') : t('admin.rules.start')}
                </Button>
                <Button
                  type="link"
                  danger
                  onClick={() =>
                    void confirmAction({
                      content: t('admin.rules.deleteConfirm'),
                      onOk: () => achievementAdminApi.deleteRules([row.id]).then(refresh),
                    })
                  }
                >
                  {t('admin.rules.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? <RuleDialog rule={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
