// /smartCService: the smart-service chat on a page of its own (the floating button is hidden here).
import { useTranslation } from 'react-i18next';
import { ChatPanel } from '../components/ChatPanel.tsx';

export function SmartServicePage() {
  const { t } = useTranslation('customer-service');
  return (
    <div className="cs-page" data-testid="smart-service-page">
      <h1 className="cs-title">{t('title')}</h1>
      <ChatPanel height={480} />
    </div>
  );
}
