// The lecturer's data statistics of a live: totals, viewers over time (one bar a minute), and the learners
// with their watch time.
import { Empty, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudents, useSummary } from '../api.ts';
import { LiveExamResults } from './LiveExamResults.tsx';

export function LiveStats({ liveId }: { liveId: number }) {
  const { t } = useTranslation('live');
  const summary = useSummary(liveId, true);
  const students = useStudents(liveId, true);
  if (summary.isPending) return <Spin />;
  if (summary.isError || !summary.data) return <Empty description={t('loadFailed')} />;
  const s = summary.data;
  const peak = Math.max(1, ...s.timeline.map((point) => point.viewers));
  const figures = [
    [t('stats.viewerNum'), s.viewerNum],
    [t('stats.virtualPeople'), s.virtualPeople],
    [t('stats.watchMinutes'), Math.round(s.watchSeconds / 60)],
    [t('stats.comments'), s.commentNum],
    [t('stats.likes'), s.likeNum],
    [t('stats.signUps'), s.signUpNum],
    [t('stats.peak'), s.peakViewers],
  ] as const;
  return (
    <div data-testid="live-stats">
      <div className="live-stats">
        {figures.map(([label, value]) => (
          <div key={label} className="live-stats__item">
            <span className="live-stats__value">{value}</span>
            {label}
          </div>
        ))}
      </div>
      <h3>{t('stats.timeline')}</h3>
      {s.timeline.length === 0 ? (
        <p>{t('stats.empty')}</p>
      ) : (
        <div className="live-timeline" role="img" aria-label={t('stats.timeline')}>
          {s.timeline.map((point) => (
            <span
              key={point.at}
              style={{ height: `${(point.viewers / peak) * 100}%` }}
              title={`${point.viewers}`}
            />
          ))}
        </div>
      )}
      <Table
        rowKey="userId"
        size="small"
        loading={students.isPending}
        dataSource={students.data?.data ?? []}
        pagination={false}
        columns={[
          { title: t('stats.name'), dataIndex: 'name' },
          { title: t('stats.org'), dataIndex: 'orgName' },
          {
            title: t('stats.watched'),
            dataIndex: 'watchSeconds',
            render: (seconds: number) => `${Math.round(seconds / 60)} min`,
          },
          {
            title: t('stats.firstSeen'),
            dataIndex: 'firstSeenAt',
            render: (at: number | null) => (at ? new Date(at).toLocaleString() : '—'),
          },
        ]}
      />
      <h3>{t('exam.results')}</h3>
      <LiveExamResults liveId={liveId} />
    </div>
  );
}
