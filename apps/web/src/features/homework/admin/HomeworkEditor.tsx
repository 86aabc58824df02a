// The assignment editor, a modal the back-office list and the course / training editors share: title,
// instructions, due date, allowed file types and size, pass score, reviewer and who must do it (everyone
// or chosen org units with everyone below them). The source (course chapter, training, plan) comes from
// the caller.
import {
  HOMEWORK_RULES,
  type HomeworkSource,
  orgAdminPaths,
  type TAdminOrgNode,
  type THomeworkEditable,
} from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Spin, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { adminFeedback } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';
import { homeworkAdminApi, homeworkAdminKeys, useLecturerChoices } from './api.ts';

export type HomeworkOwner = {
  source: HomeworkSource;
  bizId: number;
  bizName: string;
  bizPicUrl?: string;
  trainWay?: number;
  courseId?: number;
  chapterId?: number;
};

type Values = {
  title: string;
  instructions?: string;
  due?: Dayjs | null;
  allowedTypes?: string[];
  maxSizeMb?: number;
  passScore?: number;
  lecturerId?: number;
  audience: 'all' | 'org';
  orgIds?: number[];
};
type TreeOption = { value: number; title: string; children: TreeOption[] };

const orgTree = (nodes: TAdminOrgNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.orgId, title: node.orgName, children: orgTree(node.children ?? []) }));

function initialOf(job: THomeworkEditable | undefined): Partial<Values> {
  if (!job) return { audience: 'all', maxSizeMb: HOMEWORK_RULES.defaultMaxSizeMb, passScore: 60 };
  return {
    title: job.title,
    instructions: job.instructions,
    due: job.dueTime ? dayjs(job.dueTime) : null,
    allowedTypes: job.allowedTypes,
    maxSizeMb: job.maxSizeMb,
    passScore: job.passScore,
    ...(job.lecturerId ? { lecturerId: job.lecturerId } : {}),
    audience: job.targets.some((target) => target.targetType === 'all') ? 'all' : 'org',
    orgIds: job.targets.filter((target) => target.targetType === 'org').map((target) => target.targetId),
  };
}

/** Create (no `jobId`) or edit an assignment of `owner`; closes itself after saving. */
export function HomeworkEditor(props: {
  owner: HomeworkOwner;
  jobId?: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('homework');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const jobId = props.jobId ?? 0;
  const job = useQuery({
    queryKey: homeworkAdminKeys.job(jobId),
    queryFn: () => homeworkAdminApi.job(jobId),
    enabled: props.open && jobId > 0,
  });
  const orgs = useQuery({
    queryKey: ['homework-admin', 'orgs'],
    queryFn: () => http.get<TAdminOrgNode[]>(orgAdminPaths.orgTree, { parentOrgId: 0 }),
    enabled: props.open,
  });
  const lecturers = useLecturerChoices();

  const save = async (values: Values) => {
    const { owner } = props;
    const targets =
      values.audience === 'all'
        ? [{ targetType: 'all' as const, targetId: 0 }]
        : (values.orgIds ?? []).map((orgId) => ({ targetType: 'org' as const, targetId: orgId }));
    await homeworkAdminApi.save({
      ...(jobId ? { id: jobId } : {}),
      ...owner,
      bizPicUrl: owner.bizPicUrl ?? job.data?.bizPicUrl ?? '',
      trainWay: owner.trainWay ?? job.data?.trainWay ?? 0,
      title: values.title,
      instructions: values.instructions ?? '',
      ...(values.due ? { dueTime: values.due.valueOf() } : {}),
      allowedTypes: values.allowedTypes ?? [],
      maxSizeMb: values.maxSizeMb ?? HOMEWORK_RULES.defaultMaxSizeMb,
      passScore: values.passScore ?? 60,
      ...(values.lecturerId ? { lecturerId: values.lecturerId } : {}),
      targets,
    });
    await client.invalidateQueries({ queryKey: homeworkAdminKeys.all });
    adminFeedback.success(t('admin.saved'));
    props.onClose();
  };

  const loading = jobId > 0 && job.isPending;
  return (
    <Modal
      open={props.open}
      title={t(jobId ? 'admin.editTitle' : 'admin.addTitle')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('admin.save')}
      destroyOnHidden
      width={640}
    >
      {job.isError ? <Alert type="error" showIcon message={job.error.message} /> : null}
      {loading ? (
        <Spin />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initialOf(job.data)}
          onFinish={(values) => save(values).catch(() => undefined)}
          data-testid="hw-editor"
        >
          <Form.Item name="title" label={t('admin.title')} rules={[{ required: true, max: 100 }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="instructions" label={t('admin.instructions')}>
            <Input.TextArea rows={4} maxLength={5000} />
          </Form.Item>
          <Form.Item name="due" label={t('admin.due')}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="allowedTypes" label={t('admin.allowedTypes')} extra={t('admin.allowedTypesHint')}>
            <Select
              mode="tags"
              tokenSeparators={[',', ' ']}
              options={HOMEWORK_RULES.defaultExtensions.map((ext) => ({ value: ext, label: ext }))}
            />
          </Form.Item>
          <Form.Item name="maxSizeMb" label={t('admin.maxSize')}>
            <InputNumber min={1} max={50} addonAfter="M" />
          </Form.Item>
          <Form.Item name="passScore" label={t('admin.passScore')}>
            <InputNumber min={0} max={100} />
          </Form.Item>
          <Form.Item name="lecturerId" label={t('admin.reviewer')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              loading={lecturers.isLoading}
              options={(lecturers.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            />
          </Form.Item>
          <Form.Item name="audience" label={t('admin.audience')}>
            <Radio.Group
              options={[
                { value: 'all', label: t('admin.everyone') },
                { value: 'org', label: t('admin.orgUnits') },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {({ getFieldValue }) =>
              getFieldValue('audience') === 'org' ? (
                <Form.Item name="orgIds" label={t('admin.orgUnits')} rules={[{ required: true }]}>
                  <TreeSelect multiple treeData={orgTree(orgs.data ?? [])} loading={orgs.isLoading} />
                </Form.Item>
              ) : null
            }
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
