// Floating customer-service button (SPEC §1): shown only to signed-in users and hidden on flagged routes
// by the layout; opens a dialog with the site's smart-service chat (downloaded on first open).
import { CustomerServiceOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './customer-service.css';

const CustomerServiceDialog = lazy(() =>
  import('./CustomerServiceDialog.tsx').then((m) => ({ default: m.CustomerServiceDialog })),
);

export function CustomerService() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="customer-service-button"
        aria-label={t('customerService.open')}
        title={t('customerService.open')}
        data-testid="customer-service-button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <CustomerServiceOutlined aria-hidden />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <CustomerServiceDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
