// Links from the lecturer's task page (/lecturerTask/task) to the lecturer's homework review and to the
// questionnaire results of their trainings and courses (pages of the homework and questionnaire domains).
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function LecturerReviewLinks() {
  const { t } = useTranslation(['homework', 'questionnaire']);
  return (
    <Space size="middle" data-testid="lecturer-review-links">
      <Link to="/lecturerTask/homeworkReview">{t('homework:reviewTitle')}</Link>
      <Link to="/lecturerTask/questionnaireResults">{t('questionnaire:lecturer.title')}</Link>
    </Space>
  );
}
