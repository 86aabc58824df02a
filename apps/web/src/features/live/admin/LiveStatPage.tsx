// The back office's live statistics (直播统计, #/live/stat): per live sessions, viewers, watch time,
// comments and likes, with a CSV export of the filtered list.
import { liveAdminPaths, type TPage } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { type Filters, ListPage, saveBlob } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';

type Row = {
  liveId: number;
  channelName: string;
  lecturerName: string;
  sessionNum: number;
  viewerNum: number;
  watchSeconds: number;
  commentNum: number;
  likeNum: number;
};

const csvCell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;

export function Component() {
  const { t } = useTranslation('live');
  const headers = [
    t('admin.list.name'),
    t('detail.lecturer'),
    t('admin.stat.sessions'),
    t('stats.viewerNum'),
    t('stats.watchMinutes'),
    t('stats.comments'),
    t('stats.likes'),
  ];
  const exportCsv = async (filters: Filters) => {
    const page = await http.get<TPage<Row>>(liveAdminPaths.statList, {
      ...filters,
      pageNo: 1,
      pageSize: 100,
    });
    const lines = [
      headers,
      ...page.data.map((r) => [
        r.channelName,
        r.lecturerName,
        r.sessionNum,
        r.viewerNum,
        Math.round(r.watchSeconds / 60),
        r.commentNum,
        r.likeNum,
      ]),
    ];
    saveBlob(
      new Blob([`\ufeff${lines.map((line) => line.map(csvCell).join(',')).join('\n')}`], {
        type: 'text/csv',
      }),
      'live-statistics.csv',
    );
  };
  return (
    <ListPage<Row>
      title={t('admin.stat.title')}
      queryKey={['live', 'admin', 'stat']}
      fetchPage={(query) => http.get<TPage<Row>>(liveAdminPaths.statList, query)}
      rowKey="liveId"
      searchFields={[{ kind: 'text', name: 'search', label: t('admin.list.name') }]}
      exportTo={exportCsv}
      columns={[
        { title: headers[0], dataIndex: 'channelName' },
        { title: headers[1], dataIndex: 'lecturerName' },
        { title: headers[2], dataIndex: 'sessionNum' },
        { title: headers[3], dataIndex: 'viewerNum' },
        {
          title: headers[4],
          dataIndex: 'watchSeconds',
          render: (seconds: number) => Math.round(seconds / 60),
        },
        { title: headers[5], dataIndex: 'commentNum' },
        { title: headers[6], dataIndex: 'likeNum' },
      ]}
    />
  );
}
