// The zones beside the community's lists: every open zone with its counts and a follow toggle.
import { communityPaths as P, type TCommunityZone } from '@elearning/shared';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useCommunityAction, useZones } from '../api.ts';

export function FollowButton({ zone }: { zone: TCommunityZone }) {
  const { t } = useTranslation('community');
  const follow = useCommunityAction<{ areaId: number }>(zone.isFollow ? P.unfollowZone : P.followZone);
  return (
    <Button
      size="small"
      type={zone.isFollow ? 'default' : 'primary'}
      loading={follow.isPending}
      aria-label={`${zone.isFollow ? t('unfollow') : t('follow')} ${zone.name}`}
      onClick={() => follow.mutate({ areaId: zone.id })}
    >
      {zone.isFollow ? t('unfollow') : t('follow')}
    </Button>
  );
}

export function ZoneSidebar() {
  const { t } = useTranslation('community');
  const zones = useZones('all');
  return (
    <aside className="community-card community-zones" aria-labelledby="community-zones-title">
      <h2 id="community-zones-title">{t('zones')}</h2>
      {zones.isPending ? (
        <Skeleton active />
      ) : (zones.data?.data.length ?? 0) === 0 ? (
        <EmptyState description={t('emptyZones')} />
      ) : (
        <ul>
          {zones.data?.data.map((zone) => (
            <li key={zone.id} className="community-zone-row">
              <Link to={`/community/zoneHomePage?id=${zone.id}`}>{zone.name}</Link>
              <span className="community-muted">{t('postCount', { count: zone.postNum })}</span>
              <FollowButton zone={zone} />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
