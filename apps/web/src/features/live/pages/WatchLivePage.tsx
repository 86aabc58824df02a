// Watching a live (/live/WatchLive and /watchLive; /live/watchliveH5 is the phone layout, 220 px wide at
// least): the HLS player a few seconds behind the broadcaster, the viewer count (real + virtual), likes and
// chat in real time over the websocket; the page reports itself every 10 s so the viewer counts.
import { LIVE_RULES, LiveStatus, type TLiveCommentItem, type TLivePlayback } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { likeLive, useLiveDetail, usePlayback, watchBeat } from '../api.ts';
import { liveExamKeys } from '../api-exam.ts';
import { ChatPanel } from '../components/ChatPanel.tsx';
import { HlsPlayer } from '../components/HlsPlayer.tsx';
import { announceExam, LiveExamButton } from '../components/LiveExamButton.tsx';
import { useLiveEvents } from '../live-socket.ts';
import '../live.css';

export function WatchLivePage({ h5 = false }: { h5?: boolean }) {
  const { t } = useTranslation('live');
  const [params] = useSearchParams();
  const liveId = Number(params.get('id') ?? params.get('liveId')) || 0;
  const detail = useLiveDetail(liveId);
  const playback = usePlayback(liveId, detail.data?.canWatch === true);
  const [state, setState] = useState<TLivePlayback | undefined>();
  const [incoming, setIncoming] = useState<TLiveCommentItem[]>([]);
  const current = state ?? playback.data;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!detail.data?.canWatch) return;
    const beat = () => void watchBeat(liveId).then(setState, () => undefined);
    beat();
    const timer = setInterval(beat, LIVE_RULES.watchBeatMs);
    return () => clearInterval(timer);
  }, [liveId, detail.data?.canWatch]);

  useLiveEvents(liveId, (event) => {
    if (event.kind === 'comment') setIncoming((list) => [...list, event.comment].slice(-200));
    else if (event.kind === 'exam') {
      void queryClient.invalidateQueries({ queryKey: liveExamKeys.forViewer(liveId) });
      announceExam(event.examName, (name) => t('exam.pushed', { name }));
    } else if (event.kind === 'like') setState((s) => (s ? { ...s, likeNum: event.likeNum } : s));
    // The server pushes the shown count (real + virtual) when it changes, between this page's own beats.
    else if (event.kind === 'count') setState((s) => (s ? { ...s, viewersNumber: event.viewersNumber } : s));
    else if (event.kind === 'state')
      setState((s) =>
        s
          ? { ...s, status: event.status, playUrl: event.playUrl }
          : {
              liveId,
              status: event.status,
              playUrl: event.playUrl,
              viewersNumber: 0,
              likeNum: 0,
              startedAt: null,
            },
      );
  });

  if (detail.isPending || (playback.isPending && detail.data?.canWatch))
    return <Spin className="page-container" />;
  if (!detail.data) {
    return (
      <Result
        status="warning"
        title={detail.error instanceof Error ? detail.error.message : t('loadFailed')}
      />
    );
  }
  const live = detail.data;
  const onAir = current?.status === LiveStatus.live && Boolean(current.playUrl);

  return (
    <div className={h5 ? 'live-h5' : 'page-container'} data-testid="watch-live-page">
      <h1 className={h5 ? 'visually-hidden' : undefined}>{live.channelName}</h1>
      <div className={`live-watch${h5 ? ' live-watch--h5' : ''}`}>
        <div>
          {onAir && current ? (
            <HlsPlayer src={current.playUrl} live label={t('watch.player')} />
          ) : (
            <Alert
              type="info"
              showIcon
              message={live.status === LiveStatus.notStarted ? t('watch.waiting') : t('watch.ended')}
            />
          )}
          <div className="live-watch__bar">
            <span data-testid="viewer-count">
              {t('viewers', { count: current?.viewersNumber ?? live.viewersNumber })}
            </span>
            <Button
              onClick={() =>
                void likeLive(liveId).then((r) => setState((s) => (s ? { ...s, likeNum: r.likeNum } : s)))
              }
              data-testid="like"
            >
              {t('watch.like')}
            </Button>
            <span data-testid="like-count">
              {t('watch.likes', { count: current?.likeNum ?? live.likeNum })}
            </span>
            <LiveExamButton liveId={liveId} enabled={live.canWatch} />
            {h5 ? null : <Link to={`/live/Detail?id=${liveId}`}>{t('watch.back')}</Link>}
          </div>
        </div>
        <ChatPanel liveId={liveId} incoming={incoming} canPost={live.canWatch} />
      </div>
    </div>
  );
}

export function WatchLiveH5Page() {
  return <WatchLivePage h5 />;
}
