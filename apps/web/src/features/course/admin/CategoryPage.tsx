// The course category tree (the original's 课程分类, #/course/catalog): add, add below, edit and move,
// enable/disable, sort among siblings and delete (refused by the server while it holds courses or
// sub-categories; always confirmed first).
import type { TCategoryNode } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction } from '../../../admin/components/index.ts';
import { courseAdminApi, courseAdminKeys, useCategories } from './api.ts';
import { type CategoryDraft, CategoryForm } from './CategoryForm.tsx';
import './course-admin.css';

function siblingsOf(nodes: TCategoryNode[], node: TCategoryNode): TCategoryNode[] {
  if (nodes.some((item) => item.id === node.id)) return nodes;
  for (const item of nodes) {
    const found = siblingsOf(item.children, node);
    if (found.length > 0) return found;
  }
  return [];
}

export function Component() {
  const { t } = useTranslation('course');
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [draft, setDraft] = useState<CategoryDraft>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.categories });
  const run = async (action: () => Promise<unknown>) => {
    await action();
    adminFeedback.success(t('admin.done'));
    await refresh();
  };
  const save = (values: CategoryDraft) =>
    run(() =>
      values.id
        ? courseAdminApi.editCategory({
            id: values.id,
            name: values.name,
            parentId: values.parentId,
            orgIds: values.orgIds,
          })
        : courseAdminApi.addCategory({ name: values.name, parentId: values.parentId, orgIds: values.orgIds }),
    );
  const move = (node: TCategoryNode, step: -1 | 1) => {
    const ids = siblingsOf(categories.data ?? [], node).map((item) => item.id);
    const index = ids.indexOf(node.id);
    const other = ids[index + step];
    if (other === undefined) return;
    ids[index + step] = node.id;
    ids[index] = other;
    void run(() => courseAdminApi.sortCategories(ids));
  };
  const remove = (node: TCategoryNode) =>
    confirmAction({
      content: t('admin.category.deleteConfirm', { name: node.name }),
      danger: true,
      onOk: () => run(() => courseAdminApi.deleteCategory(node.id)),
    });

  return (
    <Card className="course-admin">
      <Space className="admin-page-head" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {t('admin.category.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => setDraft({ name: '', orgIds: [] })} data-testid="category-add">
          {t('admin.category.add')}
        </Button>
      </Space>
      {categories.isError && <Alert type="error" showIcon title={t('admin.loadFailed')} />}
      <Table<TCategoryNode>
        rowKey="id"
        loading={categories.isLoading}
        dataSource={categories.data ?? []}
        pagination={false}
        expandable={{ defaultExpandAllRows: true, childrenColumnName: 'children' }}
        locale={{ emptyText: t('admin.category.empty') }}
        data-testid="category-table"
        columns={[
          { title: t('admin.category.name'), dataIndex: 'name' },
          {
            title: t('admin.category.orgs'),
            render: (_, node) =>
              node.orgNames.length > 0 ? node.orgNames.join('、') : t('admin.category.allOrgs'),
          },
          { title: t('admin.category.courseNum'), dataIndex: 'courseNum', width: 100 },
          {
            title: t('admin.status'),
            width: 100,
            render: (_, node) =>
              node.status === 1 ? (
                <span className="course-admin-state course-admin-state--on">{t('admin.enabled')}</span>
              ) : (
                <span className="course-admin-state">{t('admin.disabled')}</span>
              ),
          },
          {
            title: t('admin.actions'),
            width: 360,
            render: (_, node) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setDraft({ name: '', parentId: node.id, orgIds: [] })}>
                  {t('admin.category.addChild')}
                </Button>
                <Button
                  type="link"
                  onClick={() =>
                    setDraft({
                      id: node.id,
                      name: node.name,
                      parentId: node.parentId || undefined,
                      orgIds: node.orgIds,
                    })
                  }
                >
                  {t('admin.edit')}
                </Button>
                <Button
                  type="link"
                  onClick={() => void run(() => courseAdminApi.categoryStatus(node.id, node.status ? 0 : 1))}
                >
                  {node.status ? t('admin.disable') : t('admin.enable')}
                </Button>
                <Button
                  type="link"
                  aria-label={t('admin.moveUp', { name: node.name })}
                  onClick={() => move(node, -1)}
                >
                  ↑
                </Button>
                <Button
                  type="link"
                  aria-label={t('admin.moveDown', { name: node.name })}
                  onClick={() => move(node, 1)}
                >
                  ↓
                </Button>
                <Button type="link" danger onClick={() => void remove(node)}>
                  {t('admin.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {draft && <CategoryForm draft={draft} onSave={save} onClose={() => setDraft(undefined)} />}
    </Card>
  );
}
