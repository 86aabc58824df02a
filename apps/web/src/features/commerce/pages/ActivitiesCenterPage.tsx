// /operating/activitiesCenter: activities on sale (free or paid, with capacity) and whether I signed up.
import { Card, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivities } from '../api.ts';
import { PageEmpty, PageFailed, PageLoading } from '../components/PageState.tsx';
import { dateText, yuan } from '../format.ts';
import '../commerce.css';

export function ActivitiesCenterPage() {
  const { t } = useTranslation('commerce');
  const [pageNo, setPageNo] = useState(1);
  const list = useActivities(pageNo);
  return (
    <div className="commerce-page" data-testid="activities">
      <h1>{t('activity.title')}</h1>
      {list.isPending ? <PageLoading /> : null}
      {list.isError ? <PageFailed onRetry={() => list.refetch()} /> : null}
      {list.data && list.data.data.length === 0 ? <PageEmpty /> : null}
      <div className="commerce-plans">
        {(list.data?.data ?? []).map((activity) => (
          <Card
            key={activity.id}
            title={
              <h2 style={{ margin: 0, fontSize: 16 }}>
                <Link to={`/operating/activityDetails?id=${activity.id}`}>{activity.name}</Link>
              </h2>
            }
          >
            <p>{activity.myPriceCents === 0 ? t('activity.free') : yuan(activity.myPriceCents)}</p>
            <p>
              {t('activity.time')}: {dateText(activity.startsAt)} – {dateText(activity.endsAt)}
            </p>
            <p>
              {t('activity.places', { count: activity.signUpNum })}
              {activity.capacity > 0 ? ` · ${t('activity.capacity', { count: activity.capacity })}` : ''}
            </p>
            {activity.signedUp ? <Tag color="success">{t('activity.signedUp')}</Tag> : null}
          </Card>
        ))}
      </div>
      {list.data && list.data.totalNum > 12 ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={pageNo}
          pageSize={12}
          total={list.data.totalNum}
          onChange={setPageNo}
        />
      ) : null}
    </div>
  );
}
