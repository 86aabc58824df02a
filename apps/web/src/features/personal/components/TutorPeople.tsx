// 我的导师 and 我的学徒: the other side of my tutor pairs, with both evaluations; each side evaluates the other
// once (1–5 stars and a comment).
import type { TTutorPerson } from '@elearning/shared';
import { Avatar, Button, Form, Input, List, Modal, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { personalApi, useMyApprentices, useMyTutors, usePersonalMutation } from '../api.ts';
import { ListState } from './ListState.tsx';

type Side = 'mentor' | 'apprentice';
type EvaluationValues = { score: number; comment: string };

function EvaluateDialog({
  person,
  side,
  onClose,
}: {
  person: TTutorPerson;
  side: Side;
  onClose: () => void;
}) {
  const { t } = useTranslation('personal');
  const save = usePersonalMutation(
    side === 'mentor' ? personalApi.evaluateTutor : personalApi.evaluateApprentice,
  );
  const [form] = Form.useForm<EvaluationValues>();
  const title = t(side === 'mentor' ? 'tutor.evaluateTutor' : 'tutor.evaluateApprentice', {
    name: person.name,
  });
  const submit = (values: EvaluationValues) =>
    save.mutateAsync({ id: person.id, ...values }).then(
      () => {
        feedback.success(t('tutor.done'));
        onClose();
      },
      () => undefined,
    );
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('tutor.submit')}
      confirmLoading={save.isPending}
    >
      <Form<EvaluationValues> form={form} layout="vertical" initialValues={{ score: 5 }} onFinish={submit}>
        <Form.Item name="score" label={t('tutor.score')} rules={[{ required: true }]}>
          <Rate aria-label={t('tutor.score')} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('tutor.comment')}
          rules={[{ required: true, whitespace: true, message: t('tutor.commentRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount data-testid="personal-evaluation-comment" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Evaluation({ label, score, comment }: { label: string; score: number; comment: string }) {
  const { t } = useTranslation('personal');
  return (
    <p className="personal-muted">
      {label}：{score > 0 ? `${'★'.repeat(score)} ${comment}` : t('tutor.notYet')}
    </p>
  );
}

function People({ side, rows }: { side: Side; rows: TTutorPerson[] }) {
  const { t } = useTranslation('personal');
  const [evaluating, setEvaluating] = useState<TTutorPerson>();
  return (
    <>
      <List
        dataSource={rows}
        data-testid={`personal-${side}-list`}
        renderItem={(person) => (
          <List.Item
            key={person.id}
            actions={[
              person.evaluated ? (
                <span key="done">{t('tutor.evaluated')}</span>
              ) : (
                <Button key="evaluate" type="primary" onClick={() => setEvaluating(person)}>
                  {t('tutor.evaluate')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              avatar={
                <Avatar src={person.avatarUrl || undefined} alt="">
                  {person.name.slice(0, 1)}
                </Avatar>
              }
              title={person.name}
              description={[person.workNo, person.orgName, person.positionName].filter(Boolean).join(' · ')}
            />
            <div>
              <Evaluation label={t('tutor.myScore')} score={person.score} comment={person.comment} />
              <Evaluation
                label={t('tutor.theirScore')}
                score={person.theirScore}
                comment={person.theirComment}
              />
            </div>
          </List.Item>
        )}
      />
      {evaluating ? (
        <EvaluateDialog person={evaluating} side={side} onClose={() => setEvaluating(undefined)} />
      ) : null}
    </>
  );
}

export function MyMentor() {
  const { t } = useTranslation('personal');
  const tutors = useMyTutors();
  const rows = tutors.data ?? [];
  return (
    <ListState query={tutors} empty={rows.length === 0} emptyText={t('tutor.mentorEmpty')}>
      <People side="mentor" rows={rows} />
    </ListState>
  );
}

export function MyApprentices() {
  const { t } = useTranslation('personal');
  const apprentices = useMyApprentices();
  const rows = apprentices.data ?? [];
  return (
    <ListState query={apprentices} empty={rows.length === 0} emptyText={t('tutor.apprenticeEmpty')}>
      <People side="apprentice" rows={rows} />
    </ListState>
  );
}
