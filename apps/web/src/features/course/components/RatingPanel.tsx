// Course ratings (课程评价, SPEC §7 getCourseScopeList / addCourseScope): the mean and count, the learner's
// own stars and comment (rating again replaces it), and everyone's ratings.
import { COURSE_RULES } from '@elearning/shared';
import { Button, Input, Pagination, Rate } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/Skeletons.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useRate, useRatings } from '../api.ts';

export function RatingPanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course');
  const [pageNo, setPageNo] = useState(1);
  const ratings = useRatings(courseId, pageNo);
  const rate = useRate(courseId);
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  const mine = ratings.data?.myScore ?? null;
  useEffect(() => {
    if (mine !== null) {
      setScore(mine);
      setContent(ratings.data?.myContent ?? '');
    }
  }, [mine, ratings.data?.myContent]);

  const submit = () => {
    if (score < COURSE_RULES.ratingMin) {
      feedback.error(t('rating.chooseScore'));
      return;
    }
    rate.mutate({ score, content }, { onSuccess: () => feedback.success(t('rating.submitted')) });
  };
  const rows = ratings.data?.data ?? [];
  return (
    <div className="rating-panel" data-testid="rating-panel">
      <div className="rating-summary">
        <div className="rating-summary__score">
          <strong>{(ratings.data?.scoreAvg ?? 0).toFixed(1)}</strong>
          <Rate disabled allowHalf value={ratings.data?.scoreAvg ?? 0} />
          <span>{t('rating.count', { count: ratings.data?.ratingCount ?? 0 })}</span>
        </div>
        <div className="rating-summary__mine">
          <div className="rating-summary__label">{t('rating.mine')}</div>
          <Rate value={score} onChange={setScore} data-testid="rating-stars" />
          <Input.TextArea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t('rating.placeholder')}
            maxLength={COURSE_RULES.ratingCommentMax}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
          <Button type="primary" onClick={submit} loading={rate.isPending} data-testid="rating-submit">
            {mine === null ? t('rating.submit') : t('rating.update')}
          </Button>
        </div>
      </div>
      {ratings.isPending ? (
        <ListSkeleton rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState compact />
      ) : (
        <ul className="review-list">
          {rows.map((row) => (
            <li key={row.userId} className="review-item">
              <UserAvatar src={row.avatarUrl} size={36} />
              <div>
                <div className="review-item__head">
                  <strong>{row.userName}</strong>
                  <Rate disabled value={row.score} />
                  <time>{formatDateTime(row.createTime)}</time>
                </div>
                {row.content ? <p>{row.content}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {(ratings.data?.totalNum ?? 0) > 10 ? (
        <Pagination size="small" current={pageNo} total={ratings.data?.totalNum ?? 0} onChange={setPageNo} />
      ) : null}
    </div>
  );
}
