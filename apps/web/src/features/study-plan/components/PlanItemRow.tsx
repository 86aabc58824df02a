// One item of a plan on /learningPlanDetail: kind, name, required or elective, due date, progress and state;
// a locked item names its prerequisite and offers no link. The link opens the item in its own domain.
import { PlanItemKind, PlanItemState, type TStudyPlanItem } from '@elearning/shared';
import { Button, Progress, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where an item opens: its own page (exams through My Task's exam list, which knows the batch). */
function linkOf(item: TStudyPlanItem, planId: number): string {
  switch (item.kind) {
    case PlanItemKind.course:
      return `/course/detail?id=${item.refId}`;
    case PlanItemKind.exam:
      return '/myTask?clickData=myExamList';
    case PlanItemKind.live:
      return `/live/Detail?id=${item.refId}`;
    case PlanItemKind.training:
      return `/train/detail?trainId=${item.refId}&type=0`;
    case PlanItemKind.homework:
      return `/myTask/taskDetail?card=plan&id=${planId}`;
  }
}

export function PlanItemRow({ item, planId }: { item: TStudyPlanItem; planId: number }) {
  const { t } = useTranslation('study-plan');
  const locked = item.state === PlanItemState.locked;
  return (
    <li className="plan-item" data-testid="plan-item" data-state={item.state}>
      <div className="plan-item__main">
        <div className="plan-item__name">
          <Tag>{t(`itemKind.${item.kind}`)}</Tag>
          {item.name}
        </div>
        <div className="plan-item__meta">
          <span>{item.required ? t('detail.required') : t('detail.elective')}</span>
          <span data-testid="plan-item-state">{t(`itemState.${item.state}`)}</span>
          {item.dueTime ? (
            <span>{t('detail.due', { date: dayjs(item.dueTime).format('YYYY-MM-DD') })}</span>
          ) : null}
          {locked ? <span>{t('detail.lockedBy', { name: item.prerequisiteName })}</span> : null}
        </div>
      </div>
      <div className="plan-item__progress">
        <Progress percent={item.progress} size="small" aria-label={`${item.name} ${t('progress')}`} />
      </div>
      {locked ? (
        <Button disabled>{t('detail.open')}</Button>
      ) : (
        <Link to={linkOf(item, planId)} className="ant-btn ant-btn-primary" data-testid="plan-item-open">
          {item.kind === PlanItemKind.homework ? t('detail.openHomework') : t('detail.open')}
        </Link>
      )}
    </li>
  );
}
