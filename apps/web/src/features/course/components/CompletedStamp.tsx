// The completed stamp shown at 100 % (SPEC §4).
import { useTranslation } from 'react-i18next';
import './course-pieces.css';

export function CompletedStamp({ size = 88 }: { size?: number }) {
  const { t } = useTranslation('course');
  return (
    <span className="completed-stamp" style={{ width: size, height: size }} data-testid="completed-stamp">
      <span>{t('learn.completed')}</span>
    </span>
  );
}
