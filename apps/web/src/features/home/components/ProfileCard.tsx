// Personal information on the home page: avatar, name, department and position from the session, and the
// learning figures (ORIGINAL-UI Home: 累计积分 / 累计学时 / 本月积分 / 本月学时), all from queryCredit (hours
// from My Task, points from the achievement domain).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Skeleton } from '../../../components/plain.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useLang } from '../../../i18n/lang.ts';
import { displayName } from '../../session/selectors.ts';
import { useSession } from '../../session/store.ts';
import { useStudyCredit } from '../api.ts';

/** Hours with at most one decimal, in the language's digits and separators. */
export function formatHours(hours: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(hours);
}

function StudyHours() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const credit = useStudyCredit(true);
  if (credit.isError)
    return (
      <p className="profile-card__failed" data-testid="home-study-hours-error">
        {t('profile.hoursFailed')}
        <Button type="link" size="small" onClick={() => void credit.refetch()}>
          {tc('actions.retry')}
        </Button>
      </p>
    );
  const figures = [
    { key: 'points-total', label: t('profile.totalPoints'), value: credit.data?.totalScore, points: true },
    { key: 'total', label: t('profile.totalHours'), value: credit.data?.totalPeriod, points: false },
    { key: 'points-month', label: t('profile.monthPoints'), value: credit.data?.monthlyScore, points: true },
    { key: 'month', label: t('profile.monthHours'), value: credit.data?.monthlyPeriod, points: false },
  ];
  return (
    <dl className="profile-card__figures" aria-busy={credit.isLoading} data-testid="home-study-hours">
      {figures.map((figure) => (
        <div key={figure.key} data-testid={`home-hours-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>
            {figure.value === undefined ? (
              <Skeleton.Button active size="small" />
            ) : figure.points ? (
              figure.value
            ) : (
              t('profile.hours', { hours: formatHours(figure.value, lang) })
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileCard() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  const user = useSession((s) => s.user);

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
      <StudyHours />
    </section>
  );
}
