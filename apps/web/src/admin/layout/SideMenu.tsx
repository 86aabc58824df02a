// The side menu: the registered pages the role may open, grouped (menu-model.ts), as a labelled
// navigation landmark; the current page is selected and its group open.
import { Empty, Menu } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { menuGroups, routeAt, routeHref } from '../menu-model.ts';
import { adminRoutes } from '../routes.ts';
import { useAdminSession } from '../session/store.ts';
import { useTextOf } from '../texts.ts';

export function SideMenu() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const textOf = useTextOf();
  const codes = useAdminSession((s) => s.menuCodes);
  const groups = useMemo(() => menuGroups(adminRoutes, new Set(codes)), [codes]);
  const current = routeAt(adminRoutes, pathname)?.route;

  const items: ItemType[] = groups.map(({ group, routes }) =>
    group === 'home'
      ? { key: '/', label: t('home.title') }
      : {
          key: `group:${group}`,
          label: textOf(`admin:menu.groups.${group}`, group),
          children: routes.map((route) => ({ key: routeHref(route), label: textOf(route.title) })),
        },
  );
  const selected = current ? routeHref(current) : '';

  return (
    <nav aria-label={t('menu.label')} className="admin-menu" data-testid="admin-menu">
      {groups.length === 0 ? (
        <Empty description={t('menu.empty')} />
      ) : (
        <Menu
          mode="inline"
          theme="dark"
          items={items}
          selectedKeys={[selected]}
          defaultOpenKeys={current ? [`group:${current.group}`] : groups.map((g) => `group:${g.group}`)}
          onClick={({ key }) => navigate(key)}
        />
      )}
    </nav>
  );
}
