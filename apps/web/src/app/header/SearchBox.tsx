// Header search (SPEC §2): at most 100 characters; Enter or the icon searches /search/list?keyword=;
// a panel shows the last 5 unique searches with clear and a knowledge-system shortcut. Empty does nothing.
import { ApartmentOutlined, ClockCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { SEARCH_TEXT_MAX } from '@elearning/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pushSearchHistory } from '../../features/session/history.ts';
import { sessionStore, useSession } from '../../features/session/store.ts';

export function SearchBox() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const history = useSession((s) => s.searchHistory);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const search = (keyword: string) => {
    const value = keyword.trim();
    if (!value) return;
    sessionStore.update({ searchHistory: pushSearchHistory(sessionStore.get().searchHistory, value) });
    setText(value);
    setOpen(false);
    navigate(`/search/list?keyword=${encodeURIComponent(value)}`);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus tracking for the history panel
    <div
      className="header-search"
      ref={wrapper}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <div className="header-search__box">
        <input
          type="search"
          className="header-search__input"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          data-testid="header-search-input"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(text);
            else if (event.key === 'ArrowDown') setOpen(true);
          }}
        />
        <button
          type="button"
          className="header-search__submit"
          aria-label={t('search.submit')}
          data-testid="header-search-button"
          onClick={() => search(text)}
        >
          <SearchOutlined aria-hidden />
        </button>
      </div>
      {open ? (
        <section
          id={panelId}
          className="header-search__panel"
          aria-label={t('search.history')}
          data-testid="search-history-panel"
        >
          <div className="header-search__panel-head">
            <span>{t('search.history')}</span>
            {history.length > 0 ? (
              <button
                type="button"
                className="header-search__clear"
                data-testid="search-history-clear"
                onClick={() => sessionStore.update({ searchHistory: [] })}
              >
                {t('search.clearHistory')}
              </button>
            ) : null}
          </div>
          {history.length > 0 ? (
            <ul className="header-search__history" data-testid="search-history">
              {history.map((item) => (
                <li key={item}>
                  <button type="button" data-testid="search-history-item" onClick={() => search(item)}>
                    <ClockCircleOutlined aria-hidden />
                    <span>{item}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="header-search__empty">{t('search.noHistory')}</p>
          )}
          <button
            type="button"
            className="header-search__shortcut"
            data-testid="search-knowledge-system"
            onClick={() => {
              setOpen(false);
              navigate('/knowledge-system');
            }}
          >
            <ApartmentOutlined aria-hidden />
            {t('search.knowledgeSystem')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
