// The 64 px header (SPEC §2): logo, navigation, search, notification bell, language switch, and the user
// menu — or login/register buttons for guests.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useSession } from '../../features/session/store.ts';
import { NavBar } from './NavBar.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SiteLogo } from './SiteLogo.tsx';
import { UserMenu } from './UserMenu.tsx';
import './header-nav.css';
import './header-tools.css';
import { Button } from '../../components/plain.tsx';

function GuestActions() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return (
    <div className="guest-actions">
      <Button type="primary" data-testid="header-login" onClick={() => navigate('/login')}>
        {t('user.login')}
      </Button>
      <Button data-testid="header-register" onClick={() => navigate('/register')}>
        {t('user.register')}
      </Button>
    </div>
  );
}

export function AppHeader() {
  const { t } = useTranslation('layout');
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <header className="app-header" data-testid="app-header">
      <div className="app-header__inner">
        {/* Named by the visible site name (WCAG 2.5.3); where it leads is the description. */}
        <Link to="/home" className="app-header__brand" title={t('homeLink')}>
          <SiteLogo />
        </Link>
        <NavBar />
        <div className="app-header__tools">
          <SearchBox />
          {signedIn ? <NotificationBell /> : null}
          <LanguageSwitch />
          {signedIn ? <UserMenu /> : <GuestActions />}
        </div>
      </div>
    </header>
  );
}
