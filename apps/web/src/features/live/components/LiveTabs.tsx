// The detail page's tabs besides the header (ORIGINAL-UI "Live"): 直播信息, 数据统计 (lecturer only),
// 直播详情, 直播回放, 直播评论.
import { LiveRole, type TLiveDetail } from '@elearning/shared';
import { Button, Descriptions, Empty, List, Spin, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '../../course/components/RichText.tsx';
import { useReplays, useReplayVisibility } from '../api.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { LiveStats } from './LiveStats.tsx';

function ReplayList({ live }: { live: TLiveDetail }) {
  const { t } = useTranslation('live');
  const staff = live.role !== LiveRole.learner;
  const replays = useReplays(live.liveId, live.canWatch || staff);
  const visibility = useReplayVisibility(live.liveId);
  if (replays.isPending && replays.fetchStatus !== 'idle') return <Spin />;
  const rows = replays.data ?? [];
  if (rows.length === 0) return <Empty description={t('replay.empty')} />;
  return (
    <List
      dataSource={rows}
      data-testid="replay-list"
      renderItem={(replay) => (
        <List.Item
          actions={[
            <Link
              key="play"
              to={`/live/replay?id=${live.liveId}&replayId=${replay.id}`}
              data-testid="replay-play"
            >
              {t('replay.play')}
            </Link>,
            ...(staff
              ? [
                  <Button
                    key="toggle"
                    size="small"
                    onClick={() =>
                      visibility.mutate({ replayId: replay.id, status: replay.status === 1 ? 0 : 1 })
                    }
                  >
                    {replay.status === 1 ? t('replay.hide') : t('replay.show')}
                  </Button>,
                ]
              : []),
          ]}
        >
          <List.Item.Meta
            title={new Date(replay.startedAt).toLocaleString()}
            description={t('replay.duration', {
              minutes: Math.max(1, Math.round(replay.durationSeconds / 60)),
            })}
          />
          {replay.status === 0 ? <Tag>{t('replay.hidden')}</Tag> : null}
        </List.Item>
      )}
    />
  );
}

export function LiveTabs({ live }: { live: TLiveDetail }) {
  const { t } = useTranslation('live');
  const staff = live.role !== LiveRole.learner;
  const items = [
    {
      key: 'info',
      label: t('detail.tabs.info'),
      children: (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('detail.lecturer')}>{live.lecturerName}</Descriptions.Item>
          {live.guests.length > 0 ? (
            <Descriptions.Item label={t('detail.guests')}>{live.guests.join('、')}</Descriptions.Item>
          ) : null}
          {live.assistants.length > 0 ? (
            <Descriptions.Item label={t('detail.assistants')}>{live.assistants.join('、')}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('detail.category')}>{live.categoryName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.time')}>
            {live.planTime.map((time) => (
              <div key={time}>{time.replace('~', ' ~ ')}</div>
            ))}
          </Descriptions.Item>
        </Descriptions>
      ),
    },
    ...(live.role === LiveRole.lecturer
      ? [{ key: 'stats', label: t('detail.tabs.stats'), children: <LiveStats liveId={live.liveId} /> }]
      : []),
    {
      key: 'particulars',
      label: t('detail.tabs.particulars'),
      children: live.introduction ? (
        <RichText html={live.introduction} />
      ) : (
        <Empty description={t('detail.noIntro')} />
      ),
    },
    { key: 'replay', label: t('detail.tabs.replay'), children: <ReplayList live={live} /> },
    {
      key: 'comments',
      label: t('detail.tabs.comments'),
      children: <ChatPanel liveId={live.liveId} incoming={[]} canPost={live.canWatch || staff} />,
    },
  ];
  return <Tabs className="live-tabs" items={items} destroyOnHidden />;
}
