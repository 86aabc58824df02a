// /memberCenter: my membership (level and end) and the VIP plans on sale, each bought through the order page.
import { Button, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMemberCenter } from '../api.ts';
import { PageEmpty, PageFailed, PageLoading } from '../components/PageState.tsx';
import { dateText, yuan } from '../format.ts';
import '../commerce.css';

export function MemberCenterPage() {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const center = useMemberCenter();
  if (center.isPending)
    return (
      <div className="commerce-page">
        <PageLoading />
      </div>
    );
  if (!center.data)
    return (
      <div className="commerce-page">
        <PageFailed onRetry={() => center.refetch()} />
      </div>
    );
  const { membership, plans } = center.data;
  return (
    <div className="commerce-page" data-testid="member-center">
      <h1>{t('member.title')}</h1>
      <Card style={{ marginBottom: 24 }}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('member.current')}>
            <Tag color={membership.isVip ? 'gold' : 'default'} data-testid="member-level">
              {t(`member.${membership.level}`)}
            </Tag>
            {membership.expiresAt ? t('member.until', { date: dateText(membership.expiresAt) }) : null}
          </Descriptions.Item>
        </Descriptions>
        <p>{t('member.perks')}</p>
      </Card>
      <h2 style={{ fontSize: 18 }}>{t('member.plans')}</h2>
      {plans.length === 0 ? (
        <PageEmpty />
      ) : (
        <div className="commerce-plans">
          {plans.map((plan) => (
            <Card key={plan.id} title={<h3 style={{ margin: 0, fontSize: 16 }}>{plan.name}</h3>}>
              <p>{t(`kind.${plan.kind}`)}</p>
              <p className="commerce-total">{yuan(plan.myPriceCents)}</p>
              <Button type="primary" onClick={() => navigate(`/buyingProcess/order?productId=${plan.id}`)}>
                {membership.isVip ? t('member.renew') : t('member.buy')}
              </Button>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
