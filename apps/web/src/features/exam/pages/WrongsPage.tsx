// /wrongs/detail: the wrong-question book with right answers, analysis and practice.
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { WrongBook } from '../components/WrongBook.tsx';

export function WrongsPage() {
  const { t } = useTranslation('exam');
  return (
    <div className="page-container" data-testid="wrongs-page">
      <Card title={<h1 className="page-title">{t('wrong.title')}</h1>}>
        <WrongBook />
      </Card>
    </div>
  );
}
