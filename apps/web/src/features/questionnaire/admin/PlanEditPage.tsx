// The arrangement editor (the original's /questionnaire-arrange): a template, a name, the window, and who
// takes part — the whole organisation or chosen org units (with everyone below them).

import { orgAdminPaths, type TAdminOrgNode } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, Radio, Select, Spin, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { adminFeedback } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';
import { questionnaireAdminApi, questionnaireAdminKeys } from './api.ts';

type Values = {
  templateId: number;
  name: string;
  window: [Dayjs, Dayjs];
  audience: 'all' | 'org';
  orgIds?: number[];
};
type TreeOption = { value: number; title: string; children: TreeOption[] };

const orgTree = (nodes: TAdminOrgNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.orgId, title: node.orgName, children: orgTree(node.children ?? []) }));

export function Component() {
  const { t } = useTranslation('questionnaire');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const templates = useQuery({
    queryKey: questionnaireAdminKeys.templates,
    queryFn: questionnaireAdminApi.planTemplates,
  });
  const orgs = useQuery({
    queryKey: ['questionnaire-admin', 'orgs'],
    queryFn: () => http.get<TAdminOrgNode[]>(orgAdminPaths.orgTree, { parentOrgId: 0 }),
  });
  const plan = useQuery({
    queryKey: questionnaireAdminKeys.plan(id),
    queryFn: () => questionnaireAdminApi.plan(id),
    enabled: id > 0,
  });
  if ((id > 0 && plan.isPending) || templates.isPending) return <Spin />;
  if (plan.isError || templates.isError)
    return <Alert type="error" showIcon message={(plan.error ?? templates.error)?.message} />;

  const existing = plan.data;
  const initial: Partial<Values> = existing
    ? {
        templateId: existing.templateId,
        name: existing.name,
        window: [dayjs(existing.startTime), dayjs(existing.endTime)],
        audience: existing.targets.some((target) => target.targetType === 'all') ? 'all' : 'org',
        orgIds: existing.targets
          .filter((target) => target.targetType === 'org')
          .map((target) => target.targetId),
      }
    : { audience: 'all' };

  const save = async (values: Values) => {
    const targets =
      values.audience === 'all'
        ? [{ targetType: 'all', targetId: 0 }]
        : (values.orgIds ?? []).map((orgId) => ({ targetType: 'org', targetId: orgId }));
    await questionnaireAdminApi.savePlan({
      ...(id ? { id } : {}),
      templateId: values.templateId,
      name: values.name,
      startTime: values.window[0].valueOf(),
      endTime: values.window[1].valueOf(),
      targets,
    });
    await client.invalidateQueries({ queryKey: questionnaireAdminKeys.plans });
    adminFeedback.success(t('admin.saved'));
    navigate('/questionnaire/arrange/index');
  };

  return (
    <div className="asq-admin-edit" data-testid="asq-plan-edit">
      <h1>{t(id ? 'admin.plan.editTitle' : 'admin.plan.add')}</h1>
      <Form<Values>
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => save(values).catch(() => undefined)}
      >
        <Form.Item name="templateId" label={t('admin.plan.template')} rules={[{ required: true }]}>
          <Select
            options={templates.data.map((template) => ({ value: template.id, label: template.name }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="window" label={t('admin.plan.window')} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Form.Item name="audience" label={t('admin.plan.audience')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('admin.plan.everyone') },
              { value: 'org', label: t('admin.plan.orgUnits') },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) =>
            getFieldValue('audience') === 'org' ? (
              <Form.Item name="orgIds" label={t('admin.plan.orgUnits')} rules={[{ required: true }]}>
                <TreeSelect multiple treeData={orgTree(orgs.data ?? [])} treeDefaultExpandAll />
              </Form.Item>
            ) : null
          }
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="asq-plan-save">
          {t('admin.save')}
        </Button>
      </Form>
    </div>
  );
}
