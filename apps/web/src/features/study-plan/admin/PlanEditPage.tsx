// The plan editor (the original's /learnPlan/EditPlan): basic facts (name, kind, window, minimum of
// electives, reminder, introduction, cover), stages with their items, and the audience (learners, org
// units, positions). Saves a draft or publishes; the server checks every item and entry in the tenant.
import { PlanKind, type TStudyPlanEdit } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { adminFeedback } from '../../../admin/components/index.ts';
import { studyPlanAdminApi, studyPlanAdminKeys } from './api.ts';
import { PlanStagesField, type StageValue } from './PlanStagesField.tsx';
import { RemoteSelect } from './RemoteSelect.tsx';

type Values = {
  name: string;
  kind: PlanKind;
  window: [Dayjs, Dayjs];
  minElectives: number;
  remindDays: number;
  introduction?: string;
  coverUrl?: string;
  stages: StageValue[];
  user: number[];
  org: number[];
  position: number[];
};
const AUDIENCE = ['user', 'org', 'position'] as const;

function initialOf(plan: TStudyPlanEdit | undefined): Partial<Values> {
  if (!plan)
    return { kind: PlanKind.required, minElectives: 0, remindDays: 0, stages: [{ name: '', items: [] }] };
  let index = 0;
  const stages = plan.stages.map((stage) => ({
    name: stage.name,
    items: stage.items.map((item) => {
      const afterPrevious = item.prerequisite !== null && item.prerequisite === index - 1;
      index += 1;
      return { kind: item.kind, refId: item.refId, required: item.required, afterPrevious };
    }),
  }));
  const ids = (type: string) => plan.targets.filter((t) => t.targetType === type).map((t) => t.targetId);
  return {
    name: plan.name,
    kind: plan.kind,
    window: [dayjs(plan.startTime), dayjs(plan.endTime)],
    minElectives: plan.minElectives,
    remindDays: plan.remindDays,
    introduction: plan.introduction,
    coverUrl: plan.coverUrl,
    stages,
    user: ids('user'),
    org: ids('org'),
    position: ids('position'),
  };
}

function bodyOf(values: Values, publish: boolean, id: number) {
  let index = 0;
  const stages = values.stages.map((stage) => ({
    name: stage.name,
    items: stage.items.map((item) => {
      const prerequisite = item.afterPrevious && index > 0 ? index - 1 : undefined;
      index += 1;
      return { kind: item.kind, refId: item.refId, required: item.required, prerequisite };
    }),
  }));
  const targets = AUDIENCE.flatMap((type) =>
    (values[type] ?? []).map((targetId) => ({ targetType: type, targetId })),
  );
  return {
    ...(id ? { id } : {}),
    name: values.name,
    kind: values.kind,
    startTime: values.window[0].valueOf(),
    endTime: values.window[1].valueOf(),
    minElectives: values.minElectives ?? 0,
    remindDays: values.remindDays ?? 0,
    introduction: values.introduction ?? '',
    coverUrl: values.coverUrl ?? '',
    stages,
    targets,
    publish,
  };
}

export function Component() {
  const { t } = useTranslation('study-plan');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const plan = useQuery({
    queryKey: studyPlanAdminKeys.plan(id),
    queryFn: () => studyPlanAdminApi.plan(id),
    enabled: id > 0,
  });
  if (id > 0 && plan.isPending) return <Spin />;
  if (plan.isError) return <Alert type="error" showIcon message={plan.error.message} />;
  const knownItems = (plan.data?.stages ?? []).flatMap((stage) =>
    stage.items.map((item) => ({ id: item.refId, name: item.name })),
  );
  const knownTargets = (plan.data?.targets ?? []).map((target) => ({
    id: target.targetId,
    name: target.name,
  }));

  const save = async (publish: boolean) => {
    const values = await form.validateFields();
    const body = bodyOf(values, publish, id);
    await (id ? studyPlanAdminApi.update(body) : studyPlanAdminApi.add(body));
    await client.invalidateQueries({ queryKey: studyPlanAdminKeys.list });
    adminFeedback.success(t('admin.edit.saved'));
    navigate('/learnPlan/CoursePlanList');
  };

  return (
    <div data-testid="study-plan-edit" style={{ maxWidth: 960 }}>
      <h1>{t(id ? 'admin.edit.editTitle' : 'admin.edit.addTitle')}</h1>
      <Form<Values> form={form} layout="vertical" initialValues={initialOf(plan.data)}>
        <Form.Item name="name" label={t('admin.edit.name')} rules={[{ required: true, max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="kind" label={t('admin.edit.kind')}>
          <Radio.Group
            options={[PlanKind.required, PlanKind.elective].map((kind) => ({
              value: kind,
              label: t(`kind.${kind}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="window" label={t('admin.edit.window')} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Space wrap>
          <Form.Item name="minElectives" label={t('admin.edit.minElectives')}>
            <InputNumber min={0} max={200} />
          </Form.Item>
          <Form.Item name="remindDays" label={t('admin.edit.remindDays')}>
            <InputNumber min={0} max={60} />
          </Form.Item>
        </Space>
        <Form.Item name="introduction" label={t('admin.edit.introduction')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="coverUrl" label={t('admin.edit.cover')} rules={[{ max: 500 }]}>
          <Input />
        </Form.Item>
        <h2>{t('admin.edit.stages')}</h2>
        <PlanStagesField known={knownItems} />
        <h2 style={{ marginTop: 24 }}>{t('admin.edit.audience')}</h2>
        {AUDIENCE.map((type) => (
          <Form.Item key={type} name={type} label={t(`admin.edit.audience${AUDIENCE_LABEL[type]}`)}>
            <RemoteSelect
              mode="multiple"
              queryKey={['study-plan-admin', 'audience', type]}
              search={(name) => studyPlanAdminApi.audienceOptions(type, name)}
              known={knownTargets}
              ariaLabel={t(`admin.edit.audience${AUDIENCE_LABEL[type]}`)}
              testId={`plan-audience-${type}`}
            />
          </Form.Item>
        ))}
        <Space>
          <Button onClick={() => save(false).catch(() => undefined)} data-testid="plan-save-draft">
            {t('admin.edit.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => save(true).catch(() => undefined)} data-testid="plan-publish">
            {t('admin.edit.publish')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}

const AUDIENCE_LABEL = { user: 'Users', org: 'Orgs', position: 'Positions' } as const;
