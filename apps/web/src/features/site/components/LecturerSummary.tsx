// A lecturer's name with its tags (推荐讲师, level, internal/external) and the counts line (courses,
// learners, rating), as the list card and the detail header show them.
import type { TLecturerCard } from '@elearning/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function LecturerSummary({ lecturer, heading }: { lecturer: TLecturerCard; heading: 'h1' | 'h2' }) {
  const { t } = useTranslation('site');
  const Heading = heading;
  return (
    <div className="lecturer-summary">
      <div className="lecturer-name-row">
        <Heading className="lecturer-name">{lecturer.teacherName}</Heading>
        {lecturer.isRecommend ? <Tag color="gold">{t('lecturer.recommend')}</Tag> : null}
        {lecturer.teacherLevel ? <Tag>{lecturer.teacherLevel}</Tag> : null}
        <Tag>{t(`lecturer.${lecturer.teacherType}`)}</Tag>
      </div>
      <p className="lecturer-counts">
        <span>{t('lecturer.courseQty', { count: lecturer.courseQty })}</span>
        <span>{t('lecturer.studyNums', { count: lecturer.studyNums })}</span>
        <span>
          {lecturer.teacherScore > 0
            ? t('lecturer.score', { score: lecturer.teacherScore })
            : t('lecturer.noScore')}
        </span>
      </p>
      {lecturer.categoryName ? (
        <p className="lecturer-category">
          {t('lecturer.category')}
          {lecturer.categoryName}
        </p>
      ) : null}
    </div>
  );
}
