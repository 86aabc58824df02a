// The learner's learning experiences on a plan: a text box (1000 characters) and what they posted before.
import { Button, Input, List } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { useMyExperiences, useSaveExperience } from '../api.ts';

export function PlanExperiences({ planId }: { planId: number }) {
  const { t } = useTranslation('study-plan');
  const [content, setContent] = useState('');
  const list = useMyExperiences(planId);
  const save = useSaveExperience(planId);
  const submit = () =>
    save.mutateAsync(content).then(() => {
      setContent('');
      feedback.success(t('detail.experienceSaved'));
    });
  return (
    <section className="plan-stage" data-testid="plan-experiences">
      <h2>{t('detail.experience')}</h2>
      <Input.TextArea
        value={content}
        maxLength={1000}
        rows={3}
        aria-label={t('detail.experience')}
        placeholder={t('detail.experiencePlaceholder')}
        onChange={(event) => setContent(event.target.value)}
      />
      <Button
        type="primary"
        style={{ marginTop: 8 }}
        disabled={content.trim() === ''}
        loading={save.isPending}
        onClick={submit}
      >
        {t('detail.experienceSubmit')}
      </Button>
      <List
        loading={list.isPending}
        locale={{ emptyText: t('detail.experienceEmpty') }}
        dataSource={list.data?.data ?? []}
        renderItem={(row) => (
          <List.Item key={row.id}>
            <List.Item.Meta
              title={dayjs(row.createTime).format('YYYY-MM-DD HH:mm')}
              description={row.content}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
