// Study plans of the back office (the original's 学习计划 list): the category tree beside the list (choosing
// a category shows its plans and those of the categories below it), name, kind, state and window status,
// learners and completions; edit, progress report, publish / stop, delete (confirmed; the server refuses a
// published plan learners have started).
import { PlanState, type TPlanCategoryNode, type TStudyPlanRow } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag, Tree } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction, ListPage } from '../../../admin/components/index.ts';
import { studyPlanAdminApi, studyPlanAdminKeys } from './api.ts';

const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

export function Component() {
  const { t } = useTranslation('study-plan');
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: studyPlanAdminKeys.list });
  const categories = useQuery({
    queryKey: studyPlanAdminKeys.categories,
    queryFn: studyPlanAdminApi.categories,
  });
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const treeData = [
    { key: 0, title: t('admin.category.all'), children: categoryNodes(categories.data ?? []) },
  ];
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card
        title={t('admin.category.tree')}
        size="small"
        style={{ width: 240, flex: 'none' }}
        extra={
          <Button type="link" size="small" onClick={() => navigate('/learnPlan/catalog')}>
            {t('admin.category.manage')}
          </Button>
        }
      >
        <Tree
          blockNode
          defaultExpandAll
          data-testid="plan-category-filter"
          treeData={treeData}
          selectedKeys={[categoryId ?? 0]}
          onSelect={(keys) => setCategoryId(Number(keys[0] ?? 0) || null)}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ListPage<TStudyPlanRow>
          title={t('admin.list.title')}
          queryKey={[...studyPlanAdminKeys.list, categoryId]}
          fetchPage={(query) =>
            studyPlanAdminApi.list(categoryId === null ? query : { ...query, categoryId })
          }
          rowKey="id"
          testId="study-plan-list"
          searchFields={[{ kind: 'text', name: 'name', label: t('lecturer.name'), maxLength: 50 }]}
          columns={[
            { title: t('lecturer.name'), dataIndex: 'name' },
            { title: t('admin.edit.kind'), key: 'kind', render: (_: unknown, row) => t(`kind.${row.kind}`) },
            {
              title: t('lecturer.state'),
              key: 'state',
              render: (_: unknown, row) => (
                <Space>
                  <Tag>{t(`lecturer.states.${row.state}`)}</Tag>
                  <Tag>{t(`status.n${row.status}`)}</Tag>
                </Space>
              ),
            },
            {
              title: t('lecturer.period'),
              key: 'period',
              render: (_: unknown, row) => t('period', { start: day(row.startTime), end: day(row.endTime) }),
            },
            { title: t('lecturer.learners'), dataIndex: 'learnerNum' },
            { title: t('lecturer.finished'), dataIndex: 'finishNum' },
            {
              title: t('lecturer.actions'),
              key: 'actions',
              render: (_: unknown, row) => (
                <Space wrap size={0}>
                  <Button type="link" onClick={() => navigate(`/learnPlan/EditPlan?id=${row.id}`)}>
                    {t('admin.list.edit')}
                  </Button>
                  <Button type="link" onClick={() => navigate(`/learnPlan/CourseUserList?id=${row.id}`)}>
                    {t('admin.list.report')}
                  </Button>
                  <Button
                    type="link"
                    onClick={() =>
                      studyPlanAdminApi
                        .status(row.id, row.state === PlanState.published ? 2 : 1)
                        .then(refresh)
                    }
                  >
                    {row.state === PlanState.published ? t('lecturer.stop') : t('lecturer.publish')}
                  </Button>
                  <Button
                    type="link"
                    danger
                    onClick={() =>
                      confirmAction({
                        content: t('lecturer.deleteConfirm'),
                        danger: true,
                        onOk: async () => {
                          await studyPlanAdminApi.remove(row.id);
                          await refresh();
                        },
                      })
                    }
                  >
                    {t('lecturer.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
          toolbar={
            <Button type="primary" onClick={() => navigate('/learnPlan/EditPlan')}>
              {t('admin.list.add')}
            </Button>
          }
        />
      </div>
    </div>
  );
}

type TreeNode = { key: number; title: string; children: TreeNode[] };
const categoryNodes = (nodes: TPlanCategoryNode[]): TreeNode[] =>
  nodes.map((node) => ({ key: node.id, title: node.name, children: categoryNodes(node.children ?? []) }));
