// The back office's live editor (新建/编辑直播, #/live/editLive?liveId=): name, lecturer, guests and
// assistants, audience (everyone / named people / sign-up with approval), schedule (single, several
// ranges, or a cycle by day, week — 7 is Sunday — or month with its daily time), virtual viewers, cover,
// introduction and whether it is enabled. The server validates everything again and names bad fields.
import { liveAdminPaths, type TLivePlanInput, type TPage } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Skeleton,
  Space,
  Switch,
  TimePicker,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { adminFeedback } from '../../../admin/components/index.ts';
import { ApiError, http } from '../../../lib/http/index.ts';

type Person = { id: number; name: string; workNo: string };
type Values = {
  channelName: string;
  lecturerId: number;
  guestIds: number[];
  assistantIds: number[];
  audience: 'all' | 'limited' | 'signUp';
  audienceUserIds: number[];
  signUpApproval: boolean;
  batchDeclare: 'single' | 'plural' | 'cycle';
  ranges: [Dayjs, Dayjs][];
  cycleMode: 'day' | 'week' | 'month';
  cycleDays: number[];
  cycleDates: [Dayjs, Dayjs];
  cycleTimes: [Dayjs, Dayjs];
  virtualPeople: number;
  coverImageUrl?: string;
  introduction?: string;
  isUsed: boolean;
};

function usePeople(path: string) {
  return useQuery({
    queryKey: ['live', 'admin', 'people', path],
    queryFn: () => http.get<TPage<Person>>(path, { pageNo: 1, pageSize: 100 }),
  });
}

function toInput(values: Values): TLivePlanInput {
  const cycle =
    values.batchDeclare === 'cycle'
      ? {
          cycleMode: values.cycleMode,
          cycleTime: values.cycleMode === 'day' ? '' : [...values.cycleDays].sort((a, b) => a - b).join(','),
          startDate: values.cycleDates[0].format('YYYY-MM-DD'),
          endDate: values.cycleDates[1].format('YYYY-MM-DD'),
          beginTime: values.cycleTimes[0].format('HH:mm'),
          endTime: values.cycleTimes[1].format('HH:mm'),
        }
      : undefined;
  return {
    channelName: values.channelName,
    lecturerId: values.lecturerId,
    guestIds: values.guestIds ?? [],
    assistantIds: values.assistantIds ?? [],
    audience: values.audience,
    audienceUserIds: values.audience === 'limited' ? (values.audienceUserIds ?? []) : [],
    audienceOrgIds: [],
    signUpApproval: values.signUpApproval,
    batchDeclare: values.batchDeclare,
    planTimes:
      values.batchDeclare === 'cycle'
        ? []
        : (values.ranges ?? []).map(([start, end]) => ({ start: start.valueOf(), end: end.valueOf() })),
    ...(cycle ? { cycle } : {}),
    virtualPeople: values.virtualPeople ?? 0,
    coverImageUrl: values.coverImageUrl,
    introduction: values.introduction,
    isUsed: values.isUsed,
  };
}

export function Component() {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const liveId = Number(params.get('liveId')) || 0;
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const lecturers = usePeople(liveAdminPaths.liveTeachers);
  const people = usePeople(liveAdminPaths.guestOrAssistant);
  const plan = useQuery({
    queryKey: ['live', 'admin', 'plan', liveId],
    queryFn: () =>
      http.get<TLivePlanInput & { cycle: TLivePlanInput['cycle'] | null }>(liveAdminPaths.getLivePlan, {
        liveId,
      }),
    enabled: liveId > 0,
  });
  const batch = Form.useWatch('batchDeclare', form);
  const cycleMode = Form.useWatch('cycleMode', form);
  const audience = Form.useWatch('audience', form);

  useEffect(() => {
    const p = plan.data;
    if (!p) return;
    form.setFieldsValue({
      ...p,
      coverImageUrl: p.coverImageUrl ?? '',
      ranges: p.planTimes.map((range) => [dayjs(range.start), dayjs(range.end)] as [Dayjs, Dayjs]),
      ...(p.cycle
        ? {
            cycleMode: p.cycle.cycleMode,
            cycleDays: p.cycle.cycleTime.split(',').filter(Boolean).map(Number),
            cycleDates: [dayjs(p.cycle.startDate), dayjs(p.cycle.endDate)],
            cycleTimes: [dayjs(p.cycle.beginTime, 'HH:mm'), dayjs(p.cycle.endTime, 'HH:mm')],
          }
        : {}),
    });
  }, [plan.data, form]);

  const save = async (values: Values) => {
    setSaving(true);
    setError('');
    try {
      const body = toInput(values);
      if (liveId > 0) await http.post(`${liveAdminPaths.editLivePlan}?liveId=${liveId}`, body);
      else await http.post(liveAdminPaths.addLivePlan, body);
      adminFeedback.success(t('admin.done'));
      navigate('/live/liveList');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  if (liveId > 0 && plan.isPending) return <Skeleton active />;
  const personOptions = (people.data?.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} ${p.workNo}`,
  }));
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    value: day,
    label: t(`weekday.d${day as 1 | 2 | 3 | 4 | 5 | 6 | 7}`),
  }));
  const monthDays = Array.from({ length: 31 }, (_, index) => ({
    value: index + 1,
    label: String(index + 1),
  }));

  return (
    <Card
      title={
        <h1 className="admin-page-title">{liveId > 0 ? t('admin.edit.editTitle') : t('admin.edit.title')}</h1>
      }
    >
      {error ? <Alert type="error" message={error} style={{ marginBottom: 16 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{
          batchDeclare: 'single',
          audience: 'all',
          signUpApproval: true,
          cycleMode: 'week',
          cycleDays: [],
          virtualPeople: 0,
          isUsed: true,
          ranges: [],
          guestIds: [],
          assistantIds: [],
        }}
      >
        <Form.Item name="channelName" label={t('admin.list.name')} rules={[{ required: true, max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="lecturerId" label={t('detail.lecturer')} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={(lecturers.data?.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.name} ${p.workNo}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="guestIds" label={t('detail.guests')}>
          <Select mode="multiple" optionFilterProp="label" options={personOptions} />
        </Form.Item>
        <Form.Item name="assistantIds" label={t('detail.assistants')}>
          <Select mode="multiple" optionFilterProp="label" options={personOptions} />
        </Form.Item>
        <Form.Item name="batchDeclare" label={t('admin.edit.schedule')}>
          <Radio.Group
            options={(['single', 'plural', 'cycle'] as const).map((value) => ({
              value,
              label: t(`admin.edit.batch.${value}`),
            }))}
          />
        </Form.Item>
        {batch === 'cycle' ? (
          <>
            <Form.Item name="cycleMode" label={t('admin.edit.cycleMode')}>
              <Radio.Group
                options={(['day', 'week', 'month'] as const).map((value) => ({
                  value,
                  label: t(`cycle.${value}`),
                }))}
              />
            </Form.Item>
            {cycleMode !== 'day' ? (
              <Form.Item
                name="cycleDays"
                label={t('admin.edit.cycleDays')}
                rules={[{ required: true, type: 'array', min: 1 }]}
              >
                <Checkbox.Group options={cycleMode === 'week' ? weekdays : monthDays} />
              </Form.Item>
            ) : null}
            <Form.Item name="cycleDates" label={t('admin.edit.cycleDates')} rules={[{ required: true }]}>
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="cycleTimes" label={t('admin.edit.cycleTimes')} rules={[{ required: true }]}>
              <TimePicker.RangePicker format="HH:mm" order={false} />
            </Form.Item>
          </>
        ) : (
          <Form.List name="ranges">
            {(fields, { add, remove }) => (
              <Form.Item label={t('detail.time')}>
                {fields.map((field) => (
                  <Space key={field.key} style={{ display: 'flex', marginBottom: 8 }}>
                    <Form.Item name={field.name} noStyle rules={[{ required: true }]}>
                      <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>{t('admin.edit.removeRange')}</Button>
                  </Space>
                ))}
                {batch === 'plural' || fields.length === 0 ? (
                  <Button onClick={() => add()}>{t('admin.edit.addRange')}</Button>
                ) : null}
              </Form.Item>
            )}
          </Form.List>
        )}
        <Form.Item name="audience" label={t('admin.edit.audience')}>
          <Radio.Group
            options={(['all', 'limited', 'signUp'] as const).map((value) => ({
              value,
              label: t(`admin.edit.audiences.${value}`),
            }))}
          />
        </Form.Item>
        {audience === 'limited' ? (
          <Form.Item name="audienceUserIds" label={t('admin.edit.audienceUsers')}>
            <Select mode="multiple" optionFilterProp="label" options={personOptions} />
          </Form.Item>
        ) : null}
        {audience === 'signUp' ? (
          <Form.Item name="signUpApproval" label={t('admin.edit.approval')} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
        <Form.Item name="virtualPeople" label={t('stats.virtualPeople')}>
          <InputNumber min={0} max={100000} />
        </Form.Item>
        <Form.Item name="coverImageUrl" label={t('admin.edit.cover')}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="introduction" label={t('detail.tabs.particulars')}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="isUsed" label={t('admin.list.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('admin.edit.save')}
          </Button>
          <Button onClick={() => navigate('/live/liveList')}>{t('myTask.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
