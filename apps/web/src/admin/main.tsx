// Entry of the back office (admin.html, served at /admin): the handover ticket is taken out of the address
// first, then languages (with the shell's `admin` namespace), the request-layer wiring, a refresh of a
// restored session's profile, and the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './admin.css';
import { i18n, initI18n } from '../i18n/index.ts';
import { AdminApp } from './AdminApp.tsx';
import { handoverPending, takeTicketFromAddress } from './handover.ts';
import { createAdminRouter } from './router.tsx';
import { adminRoutes } from './routes.ts';
import { loadAdminProfile, wireAdmin } from './session/lifecycle.ts';
import { adminSession } from './session/store.ts';
import { titleNamespaces } from './texts.ts';

takeTicketFromAddress();
const router = createAdminRouter();
await initI18n();
await i18n.loadNamespaces(['admin', ...titleNamespaces(adminRoutes)]);
wireAdmin(() => void router.navigate('/login', { replace: true }));
if (adminSession.get().accessToken && !handoverPending()) loadAdminProfile().catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AdminApp router={router} />
    </StrictMode>,
  );
}
