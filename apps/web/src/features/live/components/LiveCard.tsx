// A live card (SPEC §3 Live item): cover with the status badge and, while on air, the viewer count; name,
// category, lecturer and the first planned time; the whole card links to /live/Detail?id=liveId.
import { LiveStatus, type TLiveItem } from '@elearning/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STATUS_NAMES = ['live', 'notStarted', 'replay', 'ended'] as const;
const WEEKDAYS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'] as const;

export function LiveStatusBadge({ status }: { status: TLiveItem['status'] }) {
  const { t } = useTranslation('live');
  return <span className={`live-badge live-badge--${status}`}>{t(`status.${STATUS_NAMES[status]}`)}</span>;
}

/** The first planned time, or the cycle in words ("每周 周一/周日 19:00 ~ 20:00"). */
export function planSummary(item: TLiveItem, t: TFunction<'live'>): string {
  const first = item.planTime[0] ?? '';
  if (item.batchDeclare !== 'cycle') return first.replace('~', ' ~ ');
  const [from = '', to = ''] = first.split('~');
  const times = `${from.split(' ')[1] ?? ''} ~ ${to.split(' ')[1] ?? ''}`;
  const days = item.cycleInfo.cycleTime
    .split(',')
    .filter(Boolean)
    .map((day) => {
      const weekday = WEEKDAYS[Number(day) - 1];
      return item.cycleInfo.cycleMode === 'week' && weekday
        ? t(`weekday.${weekday}`)
        : t('monthDay', { day });
    })
    .join('/');
  return `${t(`cycle.${item.cycleInfo.cycleMode || 'day'}`)} ${days} ${times}`.replace(/\s+/g, ' ');
}

export function LiveCard({ item, extra }: { item: TLiveItem; extra?: ReactNode }) {
  const { t } = useTranslation('live');
  return (
    <article className="live-card" data-testid="live-card">
      <Link to={`/live/Detail?id=${item.liveId}`} className="live-card__link">
        <div className="live-card__cover">
          {item.coverImageUrl ? (
            <img src={item.coverImageUrl} alt="" />
          ) : (
            <div className="live-card__placeholder" />
          )}
          <LiveStatusBadge status={item.status} />
          {item.status === LiveStatus.live ? (
            <span className="live-card__viewers">{t('viewers', { count: item.viewersNumber })}</span>
          ) : null}
        </div>
        <h3 className="live-card__name">{item.channelName}</h3>
      </Link>
      <p className="live-card__meta">{item.categoryName || '\u00a0'}</p>
      <p className="live-card__meta">
        {item.lecturerName} | {planSummary(item, t)}
      </p>
      {extra}
    </article>
  );
}
