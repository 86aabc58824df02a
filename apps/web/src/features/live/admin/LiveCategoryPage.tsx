// The back office's live categories (直播分类, #/live/classify): the category tree with its status, creator
// and update time; add (top level or under a category), edit (name, parent), enable / disable a branch,
// move up / down among siblings, delete a branch no live uses. Source = live at the shared category paths.
import { liveAdminPaths, livePaths } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Form, Input, Modal, Space, Table, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction } from '../../../admin/components/index.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { http } from '../../../lib/http/index.ts';

type Node = {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  status: '0' | '1';
  creatorName: string;
  updateTime: number;
  children?: Node[];
};
type Editing = { id?: number; name: string; parentId?: number };

const KEY = ['live', 'admin', 'categories'] as const;
type TreeOption = { value: number; title: string; children: TreeOption[] };
const treeOptions = (nodes: Node[], skip?: number): TreeOption[] =>
  nodes
    .filter((node) => node.id !== skip)
    .map((node) => ({ value: node.id, title: node.name, children: treeOptions(node.children ?? [], skip) }));

function siblingsOf(nodes: Node[], node: Node): Node[] {
  if (node.parentId === null) return nodes;
  for (const candidate of nodes) {
    if (candidate.id === node.parentId) return candidate.children ?? [];
    const found = siblingsOf(candidate.children ?? [], node);
    if (found.length > 0) return found;
  }
  return [];
}

export function Component() {
  const { t } = useTranslation('live');
  const client = useQueryClient();
  const tree = useQuery({
    queryKey: KEY,
    queryFn: () => http.get<Node[]>(livePaths.categoryTree, { source: 'live' }),
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Editing>();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const open = (value: Editing) => {
    setEditing(value);
    form.setFieldsValue(value);
  };
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = { name: values.name, parentId: values.parentId ?? '0', source: 'live' };
      if (editing?.id) await http.post(liveAdminPaths.editCategory, { ...body, id: editing.id });
      else await http.post(liveAdminPaths.addCategory, body);
      adminFeedback.success(t('admin.category.saved'));
      setEditing(null);
      await refresh();
    } finally {
      setSaving(false);
    }
  };
  const move = async (node: Node, step: -1 | 1) => {
    const siblings = [...siblingsOf(tree.data ?? [], node)];
    const at = siblings.findIndex((item) => item.id === node.id);
    const other = siblings[at + step];
    if (!other) return;
    siblings[at] = other;
    siblings[at + step] = node;
    await http.post(liveAdminPaths.categorySort, {
      nodes: siblings.map((item, index) => ({ id: item.id, sort: index + 1 })),
    });
    await refresh();
  };
  const toggle = async (node: Node) => {
    const status = node.status === '1' ? 0 : 1;
    const run = () => http.post(liveAdminPaths.categoryStatus, { id: node.id, status });
    if (status === 1) await run();
    else if (
      !(await confirmAction({ content: t('admin.category.disableConfirm', { name: node.name }), onOk: run }))
    )
      return;
    await refresh();
  };
  const remove = async (node: Node) => {
    const done = await confirmAction({
      content: t('admin.category.removeConfirm', { name: node.name }),
      onOk: () => http.get(liveAdminPaths.deleteCategory, { id: node.id }),
    });
    if (done) await refresh();
  };

  return (
    <Card>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {t('admin.category.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => open({ name: '' })} data-testid="category-add">
          {t('admin.category.add')}
        </Button>
      </Space>
      {tree.isError ? <Alert type="error" message={t('loadFailed')} /> : null}
      <Table<Node>
        rowKey="id"
        loading={tree.isPending}
        dataSource={tree.data ?? []}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: t('admin.category.empty') }}
        data-testid="live-category-tree"
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
                <Button type="link" onClick={() => void move(node, -1)}>
                  {t('admin.category.up')}
                </Button>
                <Button type="link" onClick={() => void move(node, 1)}>
                  {t('admin.category.down')}
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
            <Input maxLength={32} data-testid="category-name" />
          </Form.Item>
          <Form.Item name="parentId" label={t('admin.category.parent')}>
            <TreeSelect
              allowClear
              placeholder={t('admin.category.noParent')}
              treeDefaultExpandAll
              treeData={treeOptions(tree.data ?? [], editing?.id)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
