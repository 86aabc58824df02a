// The back office's header: site and app name, the signed-in user, the language switch, the way back to
// the learner site and sign-out.
import { GlobalOutlined, HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName } from '../../features/session/selectors.ts';
import { useLang } from '../../i18n/hooks.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { confirmAction } from '../components/confirmAction.ts';
import { adminLogout } from '../session/lifecycle.ts';
import { useAdminSession } from '../session/store.ts';

export function AdminHeader() {
  const { t } = useTranslation('admin');
  const common = useTranslation().t;
  const navigate = useNavigate();
  const lang = useLang();
  const next = lang === 'en' ? 'zh-CN' : 'en';
  const name = displayName(useAdminSession((s) => s.user));
  const siteName = useAdminSession((s) => s.siteName);

  const signOut = () =>
    confirmAction({
      title: t('header.logout'),
      content: t('header.logoutConfirm'),
      okText: t('header.logout'),
      danger: false,
      testId: 'admin-logout-confirm',
      onOk: async () => {
        await adminLogout();
        navigate('/login', { replace: true });
      },
    });

  return (
    <div className="admin-header">
      <Typography.Text strong className="admin-header__brand">
        {siteName ? `${siteName} · ` : ''}
        {t('appName')}
      </Typography.Text>
      <Space size="small" className="admin-header__tools">
        <span className="admin-header__user" data-testid="admin-user">
          <UserOutlined aria-hidden /> <span className="sr-only">{t('header.user', { name })}</span>
          <span aria-hidden>{name}</span>
        </span>
        <Button
          type="text"
          icon={<GlobalOutlined aria-hidden />}
          lang={next}
          aria-label={`${common('language.switchTo')}: ${common(`language.${next}`)}`}
          data-testid="admin-language"
          onClick={() => void changeLanguage(next)}
        >
          {common('language.switchLabel')}
        </Button>
        <Button type="text" icon={<HomeOutlined aria-hidden />} href="/home" data-testid="admin-back-to-site">
          {t('header.backToSite')}
        </Button>
        <Button
          type="text"
          icon={<LogoutOutlined aria-hidden />}
          onClick={() => void signOut()}
          data-testid="admin-logout"
        >
          {t('header.logout')}
        </Button>
      </Space>
    </div>
  );
}
