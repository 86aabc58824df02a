// Rating a resource (1–5 stars with an optional comment, checked by the shared schema on the server) and the
// ratings others left.
import { KNOWLEDGE_RULES } from '@elearning/shared';
import { Alert, Button, Input, List, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { knowledgeApi, useKnowledgeMutation, useKnowledgeRatings } from '../api.ts';

export function KnowledgeRating({ knowledgeId, myScore }: { knowledgeId: number; myScore: number }) {
  const { t } = useTranslation('knowledge');
  const [score, setScore] = useState(myScore);
  const [comment, setComment] = useState('');
  const ratings = useKnowledgeRatings(knowledgeId);
  const rate = useKnowledgeMutation((input: { score: number; comment: string }) =>
    knowledgeApi.rate(knowledgeId, input.score, input.comment),
  );
  const submit = async () => {
    await rate.mutateAsync({ score, comment: comment.trim() });
    setComment('');
    feedback.success(t('detail.rated'));
  };
  return (
    <section className="knowledge-section" aria-labelledby="knowledge-rate">
      <h2 id="knowledge-rate">{t('detail.rate')}</h2>
      <div className="knowledge-rate-form">
        <span>{t('detail.myScore')}</span>
        <Rate value={score} onChange={setScore} aria-label={t('detail.myScore')} />
        <Input.TextArea
          rows={2}
          maxLength={KNOWLEDGE_RULES.commentMax}
          showCount
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder={t('detail.comment')}
          aria-label={t('detail.comment')}
        />
        <Button
          type="primary"
          disabled={score < 1}
          loading={rate.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t('detail.submitRating')}
        </Button>
      </div>
      <h3>{t('detail.ratings')}</h3>
      {ratings.isError ? <Alert type="error" showIcon message={t('loadFailed')} /> : null}
      <List
        loading={ratings.isPending}
        dataSource={ratings.data?.data ?? []}
        locale={{ emptyText: t('detail.noRatings') }}
        data-testid="knowledge-ratings"
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta
              title={
                <span>
                  {item.userName} <Rate disabled value={item.score} style={{ fontSize: 12 }} />
                </span>
              }
              description={`${item.comment} · ${formatDateTime(item.createTime)}`}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
