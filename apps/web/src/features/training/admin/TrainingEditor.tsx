// The training editor: basic info, sign-up (open, review), assessment pass line, certificate template and
// the schedule (sessions with kind, title, time, classroom with its booking check, and the linked course or
// exam by id, or the homework chosen by name). The server checks every rule again: a double-booked or
// disabled classroom is refused naming the session's field, and the refusal shows on that field.
import { SessionKind, SignUpReview, TrainWay, trainingAdminPaths } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';
import { HomeworkSelect } from '../../homework/admin/HomeworkSelect.tsx';
import { ClassroomHint } from './ClassroomHint.tsx';
import { ClassroomInput } from './ClassroomInput.tsx';

type SessionValues = {
  kind: SessionKind;
  title: string;
  range: [Dayjs, Dayjs];
  classroom?: string;
  /** The course, exam or homework the item opens (its id; the homework is picked by name). */
  contentId?: number;
};

/** Which id field a session's content goes to. */
const CONTENT_FIELD: Partial<Record<SessionKind, 'courseId' | 'examId' | 'homeworkId'>> = {
  course: 'courseId',
  exam: 'examId',
  homework: 'homeworkId',
};
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
  const [failure, setFailure] = useState<string | null>(null);
  const save = (values: Values) =>
    http.post(
      trainingAdminPaths.train,
      {
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
          ...(CONTENT_FIELD[s.kind] && s.contentId ? { [CONTENT_FIELD[s.kind] as string]: s.contentId } : {}),
        })),
      },
      { silent: true },
    );
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await save(values);
      onClose(true);
    } catch (error) {
      // `sessions.<n>.classroom` names a schedule item's classroom: the message goes under that field.
      const message = error instanceof Error ? error.message : String(error);
      const fields = serverFieldErrors(error).flatMap((item) => {
        const match = /^sessions\.(\d+)\.classroom$/.exec(item.field);
        if (!match) return [];
        const name: ['sessions', number, 'classroom'] = ['sessions', Number(match[1]), 'classroom'];
        return [{ name, errors: [message] }];
      });
      if (fields.length > 0) form.setFields(fields);
      setFailure(message);
    }
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
                      aria-label={t('admin.sessionKind')}
                      options={kinds.map((kind) => ({ value: kind, label: t(`detail.kind.${kind}`) }))}
                      // A course id means nothing as a homework id: a new kind starts with no content.
                      onChange={() => form.setFieldValue(['sessions', field.name, 'contentId'], undefined)}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'title']} rules={[{ required: true }]}>
                    <Input placeholder={t('lecturer.name')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'range']} rules={[{ required: true }]}>
                    <DatePicker.RangePicker showTime />
                  </Form.Item>
                  <Form.Item name={[field.name, 'classroom']}>
                    <ClassroomInput />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['sessions', field.name, 'kind']) === SessionKind.homework ? (
                        <Form.Item name={[field.name, 'contentId']}>
                          <HomeworkSelect testId="training-session-homework" />
                        </Form.Item>
                      ) : (
                        <Form.Item name={[field.name, 'contentId']}>
                          <InputNumber
                            min={1}
                            placeholder={t('admin.contentId')}
                            aria-label={t('admin.contentId')}
                          />
                        </Form.Item>
                      )
                    }
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() => (
                      <ClassroomHint
                        classroom={form.getFieldValue(['sessions', field.name, 'classroom'])}
                        range={form.getFieldValue(['sessions', field.name, 'range'])}
                      />
                    )}
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
        {failure && (
          <Alert
            type="error"
            showIcon
            message={failure}
            style={{ marginTop: 16 }}
            data-testid="training-save-error"
          />
        )}
        <Form.Item style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit">
            {t('admin.save')}
          </Button>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
