// Entry point: languages first, then the request-layer wiring and the stored session, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import { App } from './app/App.tsx';
import { wireApp } from './app/wiring.ts';
import { startSession } from './features/session/lifecycle.ts';
import { initI18n } from './i18n/index.ts';

await initI18n();
wireApp();
startSession();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
