// The training editor: basic info, sign-up (open, review), assessment pass line, certificate template and
// the schedule (sessions with kind, title, time and classroom). The server checks every rule again.
import { SessionKind, SignUpReview, TrainWay, trainingAdminPaths } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/index.ts';

type SessionValues = { kind: SessionKind; title: string; range: [Dayjs, Dayjs]; classroom?: string };
type Values = {
  name: string;
  trainWay: TrainWay;
  range: [Dayjs, Dayjs];
  planSize?: number;
  address?: string;
  applyJoin: boolean;
  signUpReview: SignUpReview;
  passScore: number;
  certificateTemplateId?: number;
  sessions?: SessionValues[];
};

export function TrainingEditor({ onClose }: { onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('training');
  const [form] = Form.useForm<Values>();
  const templates = useQuery({
    queryKey: ['admin', 'training', 'templates'],
    queryFn: () => http.get<{ id: number; name: string }[]>(trainingAdminPaths.certificateTemplates),
  });
  const submit = async (values: Values) => {
    await http.post(trainingAdminPaths.train, {
      name: values.name,
      trainWay: values.trainWay,
      beginTime: values.range[0].valueOf(),
      endTime: values.range[1].valueOf(),
      planSize: values.planSize ?? 0,
      address: values.address ?? '',
      applyJoin: values.applyJoin,
      signUpReview: values.signUpReview,
      passScore: values.passScore,
      certificateTemplateId: values.certificateTemplateId,
      sessions: (values.sessions ?? []).map((s) => ({
        kind: s.kind,
        title: s.title,
        startTime: s.range[0].valueOf(),
        endTime: s.range[1].valueOf(),
        classroom: s.classroom ?? '',
      })),
    });
    onClose(true);
  };
  const kinds = Object.values(SessionKind);
  return (
    <Drawer open width={720} title={t('admin.newTraining')} onClose={() => onClose(false)}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          trainWay: TrainWay.faceToFace,
          applyJoin: false,
          signUpReview: SignUpReview.none,
          passScore: 60,
        }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="trainWay" label={t('admin.way')}>
          <Select options={Object.values(TrainWay).map((way) => ({ value: way, label: t(`way.n${way}`) }))} />
        </Form.Item>
        <Form.Item name="range" label={t('lecturer.time')} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Space>
          <Form.Item name="planSize" label={t('detail.plan')}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="passScore" label={t('lecturer.passed')}>
            <InputNumber min={0} max={100} />
          </Form.Item>
          <Form.Item name="applyJoin" label={t('detail.apply')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="signUpReview" label={t('lecturer.tabs.signUps')}>
            <Select
              style={{ width: 140 }}
              options={Object.values(SignUpReview).map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="address" label={t('detail.address')}>
          <Input />
        </Form.Item>
        <Form.Item name="certificateTemplateId" label={t('admin.templates')}>
          <Select
            allowClear
            options={(templates.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
          />
        </Form.Item>
        <Form.List name="sessions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'kind']} rules={[{ required: true }]}>
                    <Select
                      style={{ width: 140 }}
                      options={kinds.map((kind) => ({ value: kind, label: t(`detail.kind.${kind}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'title']} rules={[{ required: true }]}>
                    <Input placeholder={t('lecturer.name')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'range']} rules={[{ required: true }]}>
                    <DatePicker.RangePicker showTime />
                  </Form.Item>
                  <Form.Item name={[field.name, 'classroom']}>
                    <Input placeholder={t('detail.address')} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)}>−</Button>
                </Space>
              ))}
              <Button onClick={() => add({ kind: SessionKind.offline })}>
                + {t('lecturer.tabs.schedule')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit">
            {t('admin.save')}
          </Button>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
