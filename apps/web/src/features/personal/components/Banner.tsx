// The personal centre's banner (ORIGINAL-UI "Personal center"): avatar, name, work number, department,
// position and phone.
import type { TPersonalInfo } from '@elearning/shared';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';

export function Banner({ info }: { info: TPersonalInfo }) {
  const { t } = useTranslation('personal');
  const none = t('banner.none');
  const facts = [
    [t('banner.workNo'), info.workNo],
    [t('banner.org'), info.orgName],
    [t('banner.position'), info.positionName],
    [t('banner.phone'), info.phonenum],
  ] as const;
  return (
    <section className="personal-banner" data-testid="personal-banner" aria-label={info.name}>
      <Avatar size={72} src={info.avatarUrl || undefined} alt="">
        {info.name.slice(0, 1)}
      </Avatar>
      <div>
        <h1 className="personal-banner__name">{info.name}</h1>
        <dl className="personal-banner__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || none}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
