// The site's logo: the customised logo (the learner's org unit's, else the site's: diyInfor.logo.FrontUrl) or
// the platform mark with the site name.
import { useTranslation } from 'react-i18next';
import { useDomainInfo } from '../../features/session/api.ts';
import { useSession } from '../../features/session/store.ts';
import { useDiyInfo } from '../../features/site/api.ts';

export function SiteLogo() {
  const { t } = useTranslation();
  const { data: domain } = useDomainInfo();
  const site = domain?.siteName || t('siteName');
  // A signed-in learner sees the logo of their own org unit when the back office set one (cms/plan/my).
  const signedIn = useSession((state) => Boolean(state.token));
  const { data: diy } = useDiyInfo(signedIn);
  const logo = diy?.logo.FrontUrl || domain?.diyInfor?.logo?.FrontUrl;
  if (logo) return <img className="site-logo__image" src={logo} alt={site} />;
  return (
    <span className="site-logo">
      <svg className="site-logo__mark" viewBox="0 0 64 64" aria-hidden focusable="false">
        <rect width="64" height="64" rx="14" fill="#2875d4" />
        <path d="M14 24 32 15l18 9-18 9z" fill="#fff" />
        <path d="M21 30v10c0 3 5 7 11 7s11-4 11-7V30l-11 6z" fill="#fff" opacity=".85" />
      </svg>
      <span className="site-logo__name">{site}</span>
    </span>
  );
}
