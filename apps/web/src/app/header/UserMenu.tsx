// The user menu (SPEC §2): avatar and name with membership and identity badges, the links of the user's
// identities, the lecturer/student switch, and sign-out after confirmation.
import { DownOutlined } from '@ant-design/icons';
import { Identity } from '@elearning/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HeaderPopover } from '../../components/HeaderPopover.tsx';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { logout, switchIdentity } from '../../features/session/lifecycle.ts';
import { displayName, isLecturerMode, isMonthlyVip, isYearMember } from '../../features/session/selectors.ts';
import { useSession } from '../../features/session/store.ts';
import { feedback } from '../feedback.tsx';
import { openBackstage } from './backstage.ts';
import {
  APPROVAL_MESSAGES_PATH,
  APPROVALS_PATH,
  ENTERPRISE_PATH,
  POINTS_MALL_PATH,
  personalPath,
  userMenuModel,
} from './user-menu-model.ts';

function MenuLink({
  to,
  testId,
  onClick,
  children,
}: {
  to: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Link to={to} className="user-menu__item" data-testid={`user-menu-${testId}`} onClick={onClick}>
        {children}
      </Link>
    </li>
  );
}

function MenuButton(props: { testId: string; onClick: () => void; danger?: boolean; children: ReactNode }) {
  return (
    <li>
      <button
        type="button"
        className={`user-menu__item${props.danger ? ' user-menu__item--danger' : ''}`}
        data-testid={`user-menu-${props.testId}`}
        onClick={props.onClick}
      >
        {props.children}
      </button>
    </li>
  );
}

export function UserMenu() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const lecturer = useSession(isLecturerMode);
  const vip = useSession((s) => (isYearMember(s) ? 'year' : isMonthlyVip(s) ? 'month' : undefined));
  const model = userMenuModel(useSession((s) => s));
  const name = displayName(user);

  const confirmLogout = () =>
    feedback.confirm({
      title: t('logoutConfirm.title'),
      content: t('logoutConfirm.content'),
      okText: t('logoutConfirm.ok'),
      cancelText: t('logoutConfirm.cancel'),
      testId: 'logout-confirm',
      onOk: () => logout(() => navigate('/login', { replace: true })),
    });

  const toggleIdentity = () => {
    const toLecturer = !lecturer;
    switchIdentity(toLecturer ? Identity.lecturer : Identity.learner);
    navigate(toLecturer ? '/lecturerTask' : '/home');
  };

  // The trigger's name holds everything it shows (name and badges), WCAG 2.5.3.
  const badges = [
    vip ? t(vip === 'year' ? 'user.vipYearly' : 'user.vipMonthly') : '',
    lecturer ? t('user.lecturerBadge') : '',
  ].filter(Boolean);
  return (
    <HeaderPopover
      label={[`${t('user.menuLabel')}: ${name}`, ...badges].join(' ')}
      testId="user-menu"
      triggerClassName="user-trigger"
      panelClassName="user-menu"
      trigger={
        <>
          <UserAvatar src={user?.avatar_url} size={32} />
          <span className="user-trigger__name">{name}</span>
          {vip ? (
            <span className="user-tag user-tag--vip" data-testid="vip-badge">
              {t(vip === 'year' ? 'user.vipYearly' : 'user.vipMonthly')}
            </span>
          ) : null}
          {lecturer ? (
            <span className="user-tag" data-testid="identity-badge">
              {t('user.lecturerBadge')}
            </span>
          ) : null}
          <DownOutlined className="user-trigger__caret" aria-hidden />
        </>
      }
    >
      {(close) => (
        <>
          <p className="user-menu__group">{t('user.personalCenter')}</p>
          <ul className="user-menu__list user-menu__list--grid">
            {model.personal.map((menu) => (
              <MenuLink key={menu} to={personalPath(menu)} testId={`personal-${menu}`} onClick={close}>
                {t(`user.personal.${menu}`)}
              </MenuLink>
            ))}
          </ul>
          <ul className="user-menu__list">
            <MenuLink to={APPROVALS_PATH} testId="approvals" onClick={close}>
              {t('user.approvals')}
            </MenuLink>
            <MenuLink to={APPROVAL_MESSAGES_PATH} testId="approvalMessages" onClick={close}>
              {t('user.approvalMessages')}
            </MenuLink>
            <MenuLink to={POINTS_MALL_PATH} testId="pointsMall" onClick={close}>
              {t('user.pointsMall')}
            </MenuLink>
            {model.enterprise ? (
              <MenuLink to={ENTERPRISE_PATH} testId="enterprise" onClick={close}>
                {t('user.enterprise')}
              </MenuLink>
            ) : null}
            {model.backstage ? (
              <MenuButton
                testId="backstage"
                onClick={() => {
                  close();
                  void openBackstage();
                }}
              >
                {t('user.backstage')}
              </MenuButton>
            ) : null}
            {model.identitySwitch ? (
              <MenuButton
                testId="switchIdentity"
                onClick={() => {
                  close();
                  toggleIdentity();
                }}
              >
                {t(model.identitySwitch === 'toLecturer' ? 'user.switchToLecturer' : 'user.switchToStudent')}
              </MenuButton>
            ) : null}
          </ul>
          <ul className="user-menu__list">
            <MenuLink to="/editPassword" testId="changePassword" onClick={close}>
              {t('user.changePassword')}
            </MenuLink>
            <MenuButton
              testId="logout"
              danger
              onClick={() => {
                close();
                confirmLogout();
              }}
            >
              {t('user.logout')}
            </MenuButton>
          </ul>
        </>
      )}
    </HeaderPopover>
  );
}
