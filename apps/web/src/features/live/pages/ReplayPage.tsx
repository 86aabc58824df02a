// A replay (/live/replay?id=liveId&replayId=…): the recording plays from where the learner left it; the
// place is saved every 10 s and at the end, which also counts the live as watched.
import { Empty, Spin } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { saveReplayProgress, useReplays } from '../api.ts';
import { HlsPlayer } from '../components/HlsPlayer.tsx';
import '../live.css';

const SAVE_EVERY_S = 10;

export function ReplayPage() {
  const { t } = useTranslation('live');
  const [params] = useSearchParams();
  const liveId = Number(params.get('id')) || 0;
  const replayId = Number(params.get('replayId')) || 0;
  const replays = useReplays(liveId);
  // The first time update saves at once: the server credits watched time from one save to the next.
  const lastSaved = useRef(Number.NEGATIVE_INFINITY);
  if (replays.isPending) return <Spin className="page-container" />;
  const list = replays.data ?? [];
  const replay = list.find((item) => item.id === replayId) ?? list[0];
  if (!replay) return <Empty className="page-container" description={t('replay.empty')} />;
  return (
    <div className="page-container" data-testid="replay-page">
      <h1>
        {t('replay.title')} · {replay.title}
      </h1>
      <HlsPlayer
        src={replay.playUrl}
        live={false}
        label={t('replay.player')}
        startAt={replay.position}
        onTime={(seconds) => {
          if (Math.abs(seconds - lastSaved.current) < SAVE_EVERY_S) return;
          lastSaved.current = seconds;
          void saveReplayProgress(replay.id, seconds, false);
        }}
        onEnded={() => void saveReplayProgress(replay.id, replay.durationSeconds, true)}
      />
      <p>
        <Link to={`/live/Detail?id=${liveId}`}>{t('watch.back')}</Link>
      </p>
    </div>
  );
}
