// Site footer (SPEC §1): version v2.0.1, build 20210401, and the filing number from domain info linking to
// the government registration site.
import { APP_BUILD, APP_VERSION } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { useDomainInfo } from '../features/session/api.ts';

const FILING_SITE = 'https://beian.miit.gov.cn/';

export function Footer() {
  const { t } = useTranslation();
  const { data: domain } = useDomainInfo();
  const site = domain?.siteName || t('siteName');
  return (
    <footer className="app-footer" data-testid="app-footer">
      <div className="app-footer__inner">
        <span>{t('footer.copyright', { year: new Date().getFullYear(), site })}</span>
        <span data-testid="app-version">
          {t('footer.version', { version: domain?.version || APP_VERSION })} ·{' '}
          {t('footer.build', { build: domain?.buildDate || APP_BUILD })}
        </span>
        {domain?.filingNumber ? (
          <a
            href={domain.filingUrl || FILING_SITE}
            target="_blank"
            rel="noreferrer noopener"
            data-testid="filing-number"
          >
            {t('footer.filing', { number: domain.filingNumber })}
          </a>
        ) : null}
      </div>
    </footer>
  );
}
