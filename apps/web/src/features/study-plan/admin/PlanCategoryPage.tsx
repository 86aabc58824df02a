// The back office's study-plan categories (the original's learnPlan/catalog.vue): the category tree with its
// status, creator and update time; add (top level or under a category), edit (name, parent), enable /
// disable a branch (confirmed), delete a category without subcategories or plans (confirmed; the server
// refuses one in use and says why).
import type { TPlanCategoryNode } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Form, Input, Modal, Space, Table, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction } from '../../../admin/components/index.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { studyPlanAdminApi, studyPlanAdminKeys } from './api.ts';

type Editing = { id?: number; name: string; parentId?: number };
type TreeOption = { value: number; title: string; children: TreeOption[] };

/** The tree as TreeSelect options, without the edited category's own branch (never under itself). */
export const categoryOptions = (nodes: TPlanCategoryNode[], skip?: number): TreeOption[] =>
  nodes
    .filter((node) => node.id !== skip)
    .map((node) => ({
      value: node.id,
      title: node.name,
      children: categoryOptions(node.children ?? [], skip),
    }));

export function Component() {
  const { t } = useTranslation('study-plan');
  const client = useQueryClient();
  const tree = useQuery({ queryKey: studyPlanAdminKeys.categories, queryFn: studyPlanAdminApi.categories });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Editing>();
  const refresh = () => client.invalidateQueries({ queryKey: studyPlanAdminKeys.categories });

  const open = (value: Editing) => {
    setEditing(value);
    form.setFieldsValue(value);
  };
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = { name: values.name, parentId: values.parentId ?? ('0' as const) };
      if (editing?.id) await studyPlanAdminApi.editCategory({ ...body, id: editing.id });
      else await studyPlanAdminApi.addCategory(body);
      adminFeedback.success(t('admin.category.saved'));
      setEditing(null);
      await refresh();
    } finally {
      setSaving(false);
    }
  };
  const toggle = async (node: TPlanCategoryNode) => {
    const run = () => studyPlanAdminApi.categoryStatus(node.id, node.status === '1' ? 0 : 1);
    if (node.status === '0') await run();
    else if (
      !(await confirmAction({ content: t('admin.category.disableConfirm', { name: node.name }), onOk: run }))
    )
      return;
    await refresh();
  };
  const remove = async (node: TPlanCategoryNode) => {
    if ((node.children ?? []).length > 0) {
      adminFeedback.error(t('admin.category.hasChildren'));
      return;
    }
    const done = await confirmAction({
      content: t('admin.category.removeConfirm', { name: node.name }),
      danger: true,
      onOk: () => studyPlanAdminApi.removeCategory(node.id),
    });
    if (done) await refresh();
  };

  return (
    <Card>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {t('admin.category.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => open({ name: '' })} data-testid="plan-category-add">
          {t('admin.category.add')}
        </Button>
      </Space>
      {tree.isError ? <Alert type="error" message={t('admin.category.empty')} /> : null}
      <Table<TPlanCategoryNode>
        rowKey="id"
        loading={tree.isPending}
        dataSource={tree.data ?? []}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: t('admin.category.empty') }}
        data-testid="plan-category-tree"
        columns={[
          { title: t('admin.category.name'), dataIndex: 'name' },
          {
            title: t('admin.category.status'),
            dataIndex: 'status',
            render: (status: string) =>
              status === '1' ? (
                <Badge status="success" text={t('admin.category.enabled')} />
              ) : (
                <Badge status="default" text={t('admin.category.disabled')} />
              ),
          },
          { title: t('admin.category.creator'), dataIndex: 'creatorName' },
          {
            title: t('admin.category.updated'),
            dataIndex: 'updateTime',
            render: (value: number) => formatDateTime(value),
          },
          {
            title: t('admin.category.actions'),
            render: (_: unknown, node) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => open({ name: '', parentId: node.id })}>
                  {t('admin.category.addChild')}
                </Button>
                <Button
                  type="link"
                  onClick={() => open({ id: node.id, name: node.name, parentId: node.parentId ?? undefined })}
                >
                  {t('admin.category.edit')}
                </Button>
                <Button type="link" onClick={() => void toggle(node)}>
                  {node.status === '1' ? t('admin.category.disable') : t('admin.category.enable')}
                </Button>
                <Button type="link" danger onClick={() => void remove(node)}>
                  {t('admin.category.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? t('admin.category.editTitle') : t('admin.category.add')}
        onOk={() => void save()}
        confirmLoading={saving}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="name"
            label={t('admin.category.name')}
            rules={[{ required: true, whitespace: true, max: 32, message: t('admin.category.nameRequired') }]}
          >
            <Input maxLength={32} data-testid="plan-category-name" />
          </Form.Item>
          <Form.Item name="parentId" label={t('admin.category.parent')}>
            <TreeSelect
              allowClear
              placeholder={t('admin.category.noParent')}
              treeDefaultExpandAll
              treeData={categoryOptions(tree.data ?? [], editing?.id)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
