// One page shape for the three trees of the back office (org units, positions, job levels): a tree table
// with add, add below, edit (and move by choosing another parent) and a confirmed delete; the server
// refuses a cycle or a delete of what is still used, and its message is shown.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Select, Space, Table, TreeSelect, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction } from '../../../admin/components/index.ts';
import { type TreeOption, treeOptions } from './api.ts';
import './org-admin.css';

export type TreeNode = { id: number; name: string; code: string; parentId: number; children: TreeNode[] };
export type TreeDraft = { id?: number; name: string; code?: string; parentId: number; extra?: string };

export type TreePageProps = {
  title: string;
  testId: string;
  queryKey: readonly unknown[];
  load: () => Promise<TreeNode[]>;
  save: (draft: TreeDraft) => Promise<unknown>;
  remove: (node: TreeNode) => Promise<unknown>;
  columns: ColumnsType<TreeNode>;
  texts: {
    add: string;
    addChild?: string;
    name: string;
    code: string;
    parent: string;
    empty: string;
    deleteConfirm: (name: string) => string;
  };
  /** A choice the form adds (the org type of a unit). */
  extraField?: {
    label: string;
    options: { label: string; value: string }[];
    initial: string;
    of: (node: TreeNode) => string;
  };
  toolbar?: ReactNode;
};

export function TreePage(props: TreePageProps) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: props.queryKey, queryFn: props.load });
  const [draft, setDraft] = useState<TreeDraft>();
  const [form] = Form.useForm<TreeDraft>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: props.queryKey });
  const open = (value: TreeDraft) => {
    setDraft(value);
    form.setFieldsValue({ extra: props.extraField?.initial, ...value });
  };
  const submit = async () => {
    const values = await form.validateFields();
    await props.save({ ...values, id: draft?.id, parentId: values.parentId ?? 0 });
    adminFeedback.success(t('admin.done'));
    setDraft(undefined);
    await refresh();
  };
  const remove = (node: TreeNode) =>
    confirmAction({
      content: props.texts.deleteConfirm(node.name),
      onOk: async () => {
        await props.remove(node);
        adminFeedback.success(t('admin.done'));
        await refresh();
      },
    });
  const parents: TreeOption[] = [
    { title: t('admin.units.top'), value: 0, children: [] },
    ...treeOptions(
      tree.data ?? [],
      (n) => n.name,
      (n) => n.id,
    ),
  ];

  return (
    <Card className="org-admin">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {props.title}
        </Typography.Title>
        <Space>
          {props.toolbar}
          <Button
            type="primary"
            onClick={() => open({ name: '', parentId: 0 })}
            data-testid={`${props.testId}-add`}
          >
            {props.texts.add}
          </Button>
        </Space>
      </Space>
      {tree.isError && <Alert type="error" showIcon message={t('admin.loadFailed')} />}
      <Table<TreeNode>
        rowKey="id"
        loading={tree.isLoading}
        dataSource={tree.data ?? []}
        pagination={false}
        expandable={{ defaultExpandAllRows: true, childrenColumnName: 'children' }}
        locale={{ emptyText: props.texts.empty }}
        data-testid={props.testId}
        columns={[
          ...props.columns,
          {
            title: t('admin.actions'),
            width: 260,
            render: (_, node) => (
              <Space size={0}>
                <Button type="link" onClick={() => open({ name: '', parentId: node.id })}>
                  {props.texts.addChild ?? props.texts.add}
                </Button>
                <Button
                  type="link"
                  onClick={() =>
                    open({
                      id: node.id,
                      name: node.name,
                      code: node.code,
                      parentId: node.parentId,
                      extra: props.extraField?.of(node),
                    })
                  }
                >
                  {t('admin.edit')}
                </Button>
                <Button type="link" danger onClick={() => void remove(node)}>
                  {t('admin.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={draft !== undefined}
        title={draft?.id ? t('admin.edit') : props.texts.add}
        onCancel={() => setDraft(undefined)}
        onOk={() => void submit()}
        okText={t('admin.save')}
        cancelText={t('admin.cancel')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="name"
            label={props.texts.name}
            rules={[{ required: true, max: 50, whitespace: true }]}
          >
            <Input maxLength={50} data-testid={`${props.testId}-name`} />
          </Form.Item>
          <Form.Item name="code" label={props.texts.code} rules={[{ max: 32 }]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="parentId" label={props.texts.parent}>
            <TreeSelect treeData={parents} treeDefaultExpandAll aria-label={props.texts.parent} />
          </Form.Item>
          {props.extraField && (
            <Form.Item name="extra" label={props.extraField.label}>
              <Select options={props.extraField.options} aria-label={props.extraField.label} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  );
}
