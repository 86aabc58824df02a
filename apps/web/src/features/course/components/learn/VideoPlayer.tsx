// The lesson video: a signed play URL from the file service (MP4 with range requests, or HLS through
// hls.js where the browser has no native HLS), resumed where the learner left off, reporting its playhead.
import { fileApiPath, filePaths, type TVodUrl } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../app/feedback.tsx';
import { http } from '../../../../lib/http/index.ts';
import { formatClock } from '../../progress-sync.ts';

type Props = {
  videoId: string;
  /** Seconds to resume from (0 = the start). */
  startAt: number;
  onTime: (currentTime: number, duration: number) => void;
  onPause: () => void;
  onEnded: () => void;
  /** Hands the element to the page (the note composer reads its time). */
  videoRef?: (element: HTMLVideoElement | null) => void;
};

const PLAY_URL_STALE_MS = 30 * 60_000;

export function VideoPlayer({ videoId, startAt, onTime, onPause, onEnded, videoRef }: Props) {
  const { t } = useTranslation('course');
  const element = useRef<HTMLVideoElement | null>(null);
  const play = useQuery({
    queryKey: ['video', 'play', videoId],
    queryFn: () =>
      http.get<TVodUrl>(fileApiPath(filePaths.getVodMUrl, videoId), undefined, {
        silent: true,
      }),
    staleTime: PLAY_URL_STALE_MS,
  });
  const resumeAt = useRef(startAt);

  useEffect(() => {
    const video = element.current;
    const source = play.data;
    if (!video || !source) return;
    if (source.format === 'mp4' || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = source.url;
      return;
    }
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed || !Hls.isSupported()) return;
      const hls = new Hls();
      hls.loadSource(source.url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [play.data]);

  if (play.isError) return <Result status="warning" title={t('learn.videoMissing')} />;
  return (
    <div className="video-stage">
      {play.isPending ? <Spin className="video-stage__spin" /> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: lesson videos come without caption tracks */}
      <video
        ref={(node) => {
          element.current = node;
          videoRef?.(node);
        }}
        controls
        playsInline
        preload="metadata"
        data-testid="course-video"
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          const at = resumeAt.current;
          resumeAt.current = 0;
          if (at > 1 && at < video.duration - 1) {
            video.currentTime = at;
            feedback.success(t('learn.resumed', { time: formatClock(at) }));
          }
        }}
        onTimeUpdate={(event) => onTime(event.currentTarget.currentTime, event.currentTarget.duration)}
        onPause={onPause}
        onEnded={onEnded}
      />
    </div>
  );
}
