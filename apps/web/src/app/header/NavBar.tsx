// Header navigation with hover panels (SPEC §2): a panel opens on hover or keyboard and closes 300 ms after
// the pointer leaves both trigger and panel; Escape closes and returns focus to the trigger.
import { DownOutlined } from '@ant-design/icons';
import { SUBMENU } from '@elearning/shared';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isLecturerMode, isSignedIn } from '../../features/session/selectors.ts';
import { useSession } from '../../features/session/store.ts';
import { type Audience, isActive, navEntries } from './nav-model.ts';

const loadPanel = () => import('./NavPanel.tsx').then((m) => ({ default: m.NavPanel }));
const NavPanel = lazy(loadPanel);

/** Fetches the panel once the browser is idle, so the first hover opens it without delay. */
function prefetchPanel(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
  idle(() => void loadPanel());
}

function useAudience(): Audience {
  return useSession((s) => (!isSignedIn(s) ? 'guest' : isLecturerMode(s) ? 'lecturer' : 'learner'));
}

export function NavBar() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const entries = navEntries(useAudience());
  const [openKey, setOpenKey] = useState<string>();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const triggers = useRef(new Map<string, HTMLButtonElement>());

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const open = (key: string) => {
    cancelClose();
    setOpenKey(key);
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenKey(undefined), SUBMENU.closeDelayMs);
  };
  const closeNow = (focusTrigger: boolean) => {
    cancelClose();
    if (focusTrigger && openKey) triggers.current.get(openKey)?.focus();
    setOpenKey(undefined);
  };

  useEffect(prefetchPanel, []);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );
  // A navigation closes any open panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setOpenKey(undefined), [pathname]);

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(key);
      requestAnimationFrame(() => document.querySelector<HTMLAnchorElement>(`#nav-panel-${key} a`)?.focus());
    } else if (event.key === 'Escape') {
      closeNow(true);
    }
  };

  return (
    <nav className="main-nav" aria-label={t('mainNav')}>
      <ul className="main-nav__list">
        {entries.map((entry) => {
          const active = isActive(entry, pathname);
          if (entry.kind === 'link') {
            return (
              <li key={entry.key}>
                <Link
                  to={entry.to}
                  className={`main-nav__item${active ? ' is-active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  data-testid={`nav-${entry.key}`}
                >
                  {entry.label(t)}
                </Link>
              </li>
            );
          }
          const expanded = openKey === entry.key;
          return (
            <li
              key={entry.key}
              onMouseEnter={() => open(entry.key)}
              onMouseLeave={scheduleClose}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) scheduleClose();
              }}
            >
              <button
                type="button"
                ref={(node) => {
                  if (node) triggers.current.set(entry.key, node);
                }}
                className={`main-nav__item main-nav__trigger${active ? ' is-active' : ''}${expanded ? ' is-open' : ''}`}
                aria-expanded={expanded}
                aria-controls={`nav-panel-${entry.key}`}
                aria-haspopup="true"
                data-testid={`nav-${entry.key}`}
                onClick={() => (expanded ? closeNow(false) : open(entry.key))}
                onKeyDown={(event) => onTriggerKey(event, entry.key)}
              >
                {entry.label(t)}
                <DownOutlined className="main-nav__caret" aria-hidden />
              </button>
              {expanded ? (
                <Suspense fallback={null}>
                  <NavPanel menu={entry} onEnter={cancelClose} onLeave={scheduleClose} onClose={closeNow} />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
