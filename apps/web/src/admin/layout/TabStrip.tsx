// The strip of opened pages: links to each (the current one marked), each closable by its × button or
// by Delete on the link; keyboard users reach both with Tab.
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpenTab } from './tabs-model.ts';

export function TabStrip({
  tabs,
  current,
  onClose,
}: {
  tabs: OpenTab[];
  current: string;
  onClose: (key: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('tabs.label')} className="admin-tabs" data-testid="admin-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key} className={tab.key === current ? 'admin-tab admin-tab--current' : 'admin-tab'}>
            <Link
              to={tab.key}
              aria-current={tab.key === current ? 'page' : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Delete' && tab.closable) onClose(tab.key);
              }}
            >
              {tab.title}
            </Link>
            {tab.closable ? (
              <button
                type="button"
                className="admin-tab__close"
                aria-label={t('tabs.close', { title: tab.title })}
                onClick={() => onClose(tab.key)}
              >
                <CloseOutlined aria-hidden />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
