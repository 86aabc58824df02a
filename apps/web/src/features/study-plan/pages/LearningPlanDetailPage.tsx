// /learningPlanDetail?id= (SPEC §2): one of my study plans — cover, status, period, progress with the
// completed stamp at 100 %, then each stage's items with their state (locked behind a prerequisite, not
// started, in progress, done) and a link into their own page, and my learning experiences.
import { PLAN_COMPLETE_PERCENT } from '@elearning/shared';
import { Button, Card, Progress, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyPlan } from '../api.ts';
import { PlanExperiences } from '../components/PlanExperiences.tsx';
import { PlanItemRow } from '../components/PlanItemRow.tsx';
import '../study-plan.css';

const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

export function LearningPlanDetailPage() {
  const { t } = useTranslation('study-plan');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const plan = useMyPlan(Number.isInteger(id) ? id : 0);

  if (plan.isPending && id > 0)
    return (
      <div className="plan-detail">
        <Skeleton active />
      </div>
    );
  if (!plan.data)
    return (
      <div className="plan-detail">
        <Result
          status="404"
          title={t('detail.notFound')}
          extra={
            <Link to="/myTask?clickData=myLearn">
              <Button type="primary">{t('detail.back')}</Button>
            </Link>
          }
        />
      </div>
    );
  const data = plan.data;
  return (
    <div className="plan-detail" data-testid="plan-detail">
      <Card>
        <div className="plan-detail__head">
          {data.coverUrl ? <img src={data.coverUrl} alt="" /> : <div className="plan-detail__cover" />}
          <div className="plan-detail__info">
            <h1>{data.name}</h1>
            <span className={`plan-status plan-status--${data.status}`}>{t(`status.n${data.status}`)}</span>{' '}
            <span>{t('period', { start: day(data.startTime), end: day(data.endTime) })}</span>
            {data.lecturerName ? <div>{t('detail.lecturer', { name: data.lecturerName })}</div> : null}
            {data.minElectives > 0 ? (
              <div>{t('detail.minElectives', { count: data.minElectives })}</div>
            ) : null}
            <Progress percent={data.totalPrecent} aria-label={t('progress')} data-testid="plan-progress" />
          </div>
          {data.totalPrecent >= PLAN_COMPLETE_PERCENT ? (
            <span className="plan-stamp" data-testid="plan-stamp">
              {t('stamp')}
            </span>
          ) : null}
        </div>
        {data.introduction ? (
          <section className="plan-stage">
            <h2>{t('detail.introduction')}</h2>
            <p>{data.introduction}</p>
          </section>
        ) : null}
        {data.stages.map((stage, index) => (
          <section className="plan-stage" key={stage.id} data-testid="plan-stage">
            <h2>
              {stage.name || (stage.id === 0 ? t('detail.loose') : t('detail.stage', { index: index + 1 }))}
            </h2>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {stage.items.map((item) => (
                <PlanItemRow key={item.id} item={item} planId={data.id} />
              ))}
            </ul>
          </section>
        ))}
        <PlanExperiences planId={data.id} />
      </Card>
    </div>
  );
}
