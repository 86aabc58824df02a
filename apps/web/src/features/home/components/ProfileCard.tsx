// Personal information on the home page: avatar, name, department and position from the session, and the
// four learning figures (累计积分 / 累计学时 / 本月积分 / 本月学时) once their endpoint answers.
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useLearningStats } from '../../integral/api.ts';
import { displayName } from '../../session/selectors.ts';
import { useSession } from '../../session/store.ts';

const NO_VALUE = '--';

export function ProfileCard() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  const user = useSession((s) => s.user);
  const stats = useLearningStats();

  if (!signedIn) {
    return (
      <section className="profile-card profile-card--guest" data-testid="home-profile">
        <UserAvatar size={56} />
        <p>{t('profile.guestTitle')}</p>
        <Button type="primary" onClick={() => navigate('/login')}>
          {t('profile.loginNow')}
        </Button>
      </section>
    );
  }

  const figures = [
    ['totalPoints', stats.data?.totalPoints],
    ['totalHours', stats.data?.totalHours],
    ['monthPoints', stats.data?.monthPoints],
    ['monthHours', stats.data?.monthHours],
  ] as const;

  return (
    <section className="profile-card" aria-label={t('profile.title')} data-testid="home-profile">
      <div className="profile-card__who">
        <UserAvatar size={56} src={user?.avatar_url} />
        <div>
          <strong className="profile-card__name">{displayName(user)}</strong>
          <span className="profile-card__org">
            {[user?.org_name, user?.position].filter(Boolean).join(' · ') || t('profile.noOrg')}
          </span>
        </div>
      </div>
      <dl className="profile-card__figures">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`profile.${key}`)}</dt>
            <dd>{value ?? NO_VALUE}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
