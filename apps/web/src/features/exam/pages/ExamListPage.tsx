// /exam/list, the exam center: the shared exam list in its 'center' context (no scores), with a way to the
// wrong-question book for signed-in learners.
import { BookOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSignedIn } from '../../session/selectors.ts';
import { useSession } from '../../session/store.ts';
import { ExamList } from '../components/ExamList.tsx';

export function ExamListPage() {
  const { t } = useTranslation('exam');
  const signedIn = useSession(isSignedIn);
  return (
    <div className="page-container" data-testid="exam-list-page">
      <Card
        title={<h1 className="page-title">{t('center.title')}</h1>}
        extra={
          signedIn ? (
            <Link to="/wrongs/detail">
              <Button icon={<BookOutlined />} data-testid="exam-wrong-book-link">
                {t('center.wrongBook')}
              </Button>
            </Link>
          ) : null
        }
      >
        <ExamList context="center" />
      </Card>
    </div>
  );
}
