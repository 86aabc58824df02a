// Home banner: a welcome banner with the site's name. The carousel of banner slides (5 s, 536 px) arrives
// with the back office that publishes slides; no call is made for them until then.
import { useTranslation } from 'react-i18next';
import { useDomainInfo } from '../../session/api.ts';

export function HomeBanner() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { data: domain } = useDomainInfo();
  return (
    <section
      className="home-banner home-banner--welcome"
      aria-label={t('banner.label')}
      data-testid="home-banner"
    >
      <div className="home-banner__inner">
        <h1>{t('banner.welcome', { site: domain?.siteName || tc('siteName') })}</h1>
        <p>{t('banner.slogan')}</p>
      </div>
    </section>
  );
}
