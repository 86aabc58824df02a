// 请假: a trainee asks leave for one face-to-face session or for all of them, with a reason (at most 200
// characters); the lecturer or the back office approves it.
import { SessionKind, TRAINING_RULES, type TTrainScheduleItem, trainingPaths } from '@elearning/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { http } from '../../../lib/http/index.ts';

type Values = { sessionId: number; reason: string };

export function LeaveButton({ trainId, schedule }: { trainId: number; schedule: TTrainScheduleItem[] }) {
  const { t } = useTranslation('training');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const offline = schedule.filter(
    (item) => item.kind === SessionKind.offline && !item.stopped && !item.signedIn,
  );
  const send = useMutation({
    mutationFn: (values: Values) =>
      http.get(trainingPaths.leave, {
        trainId,
        reason: values.reason,
        ...(values.sessionId > 0 ? { sessionId: values.sessionId } : {}),
      }),
    onSuccess: () => {
      feedback.success(t('detail.leaveSent'));
      setOpen(false);
      form.resetFields();
    },
  });
  if (offline.length === 0) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="leave-button">
        {t('detail.leave')}
      </Button>
      <Modal
        open={open}
        title={t('detail.leave')}
        okButtonProps={{ loading: send.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ sessionId: offline[0]?.id ?? 0 }}
          onFinish={(values) => send.mutate(values)}
        >
          <Form.Item name="sessionId" label={t('detail.leaveSession')}>
            <Select
              options={[
                ...offline.map((item) => ({ value: item.id, label: item.title })),
                { value: 0, label: t('detail.leaveAll') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('detail.leaveReason')}
            rules={[{ required: true, whitespace: true, max: TRAINING_RULES.reasonMax }]}
          >
            <Input.TextArea maxLength={TRAINING_RULES.reasonMax} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
