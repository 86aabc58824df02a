// Start-up wiring: connects the request layer to the session store, the UI language and the SPEC §8
// reactions (toast, the single '提示' re-login dialog, 401, 666, protected actions).
import i18n from 'i18next';
import { endExpiredSession, tokenRefreshed } from '../features/session/lifecycle.ts';
import { rememberPreviewUrl } from '../features/session/preview.ts';
import { sessionStore } from '../features/session/store.ts';
import { tokens } from '../features/session/tokens.ts';
import { currentLang } from '../i18n/index.ts';
import { configureHttp } from '../lib/http/index.ts';
import { feedback } from './feedback.tsx';
import { currentPath, navigateTo } from './navigation.ts';

/** Ends the session and opens /login, remembering where the user was (once, however many 401s arrive). */
function sendToLogin(): void {
  const here = currentPath();
  void endExpiredSession(() => {
    rememberPreviewUrl(here);
    // Returned: the session stays held until the sign-in page has replaced the page that was left.
    return navigateTo('/login', { replace: true });
  });
}

function relogin(message: string): Promise<void> {
  return new Promise((resolve) => {
    feedback.warning({
      title: i18n.t('common:relogin.title'),
      content: message,
      okText: i18n.t('common:relogin.button'),
      testId: 'relogin',
      blocking: true,
      onOk: () => {
        sendToLogin();
        resolve();
      },
    });
  });
}

export function wireApp(): void {
  configureHttp({
    session: {
      accessToken: tokens.access,
      refreshToken: tokens.refresh,
      expiresAt: tokens.expiresAt,
      tenantId: () => sessionStore.get().tenantId,
      language: currentLang,
      tokenRefreshed,
    },
    hooks: {
      toast: (message) => feedback.error(message),
      relogin,
      unauthorized: sendToLogin,
      tenantUnavailable: () => navigateTo('/666', { replace: true }),
      loginRequired: () => {
        rememberPreviewUrl(currentPath());
        navigateTo('/login');
      },
    },
  });
}
