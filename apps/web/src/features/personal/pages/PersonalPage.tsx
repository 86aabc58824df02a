// /personal/personal?menuName=…: the personal centre — the banner, the side menu (我的导师 and 我的学徒 only
// for someone who has a tutor or is one, as ORIGINAL-UI says) and the chosen menu's real data; shares come from
// the knowledge feature, orders, coupons and commissions from commerce.
import { Alert, Button, Menu, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERSONAL_MENUS, type PersonalMenu } from '../../../app/header/user-menu-model.ts';
import { MyCommissions } from '../../commerce/components/MyCommissions.tsx';
import { MyCoupons } from '../../commerce/components/MyCoupons.tsx';
import { MyOrders } from '../../commerce/components/MyOrders.tsx';
import { WrongBook } from '../../exam/components/WrongBook.tsx';
import { MyShares } from '../../knowledge/components/MyShares.tsx';
import { useMyInfo } from '../api.ts';
import { Banner } from '../components/Banner.tsx';
import { MyCollection } from '../components/MyCollection.tsx';
import { MyFiles } from '../components/MyFiles.tsx';
import { MyNotes } from '../components/MyNotes.tsx';
import { PersonalSettings } from '../components/PersonalSettings.tsx';
import { MyApprentices, MyMentor } from '../components/TutorPeople.tsx';
import '../personal.css';

function isMenu(value: string | null): value is PersonalMenu {
  return PERSONAL_MENUS.some((menu) => menu === value);
}

export function PersonalPage() {
  const { t } = useTranslation('personal');
  const [params, setParams] = useSearchParams();
  const info = useMyInfo();
  if (info.isPending) return <Skeleton active className="page-container" />;
  if (info.isError || !info.data)
    return (
      <div className="page-container">
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          action={<Button onClick={() => void info.refetch()}>{t('retry')}</Button>}
        />
      </div>
    );
  const me = info.data;
  const menus = PERSONAL_MENUS.filter((menu) =>
    menu === 'MyMentor' ? me.hasTutor : menu === 'MyApprentice' ? me.isTutor : true,
  );
  const asked = params.get('menuName');
  const current: PersonalMenu = isMenu(asked) && menus.includes(asked) ? asked : 'MyFiles';
  const content: Record<PersonalMenu, () => ReactNode> = {
    MyFiles: () => <MyFiles />,
    MyNotes: () => <MyNotes />,
    MyShare: () => <MyShares />,
    MyWrongProblems: () => <WrongBook />,
    MyOrder: () => <MyOrders />,
    MyCoupon: () => <MyCoupons />,
    MyCommissions: () => <MyCommissions />,
    MyCollection: () => <MyCollection />,
    PersonalSettings: () => <PersonalSettings info={me} />,
    MyMentor: () => <MyMentor />,
    MyApprentice: () => <MyApprentices />,
  };
  return (
    <div className="page-container personal-page" data-testid="personal-page">
      <Banner info={me} />
      <div className="personal-layout">
        <nav aria-label={t('menuLabel')}>
          <Menu
            mode="inline"
            selectedKeys={[current]}
            items={menus.map((menu) => ({ key: menu, label: t(`menu.${menu}`) }))}
            onClick={({ key }) => setParams({ menuName: key })}
            data-testid="personal-menu"
          />
        </nav>
        <section
          className="personal-content"
          aria-labelledby="personal-heading"
          data-testid="personal-content"
          data-menu={current}
        >
          <h2 id="personal-heading" className="personal-heading">
            {t(`menu.${current}`)}
          </h2>
          {content[current]()}
        </section>
      </div>
    </div>
  );
}
