// Plays a live or replay HLS playlist with hls.js (Safari plays it natively). Live playback keeps about two
// segments behind the newest one and speeds up to catch up, so a viewer stays within a few seconds of the
// broadcaster; a playlist not written yet is retried until it appears.
import Hls from 'hls.js';
import { useEffect, useRef } from 'react';

type Props = {
  src: string;
  live: boolean;
  label: string;
  startAt?: number;
  onTime?: (seconds: number, duration: number) => void;
  onEnded?: () => void;
};

export function HlsPlayer({ src, live, label, startAt = 0, onTime, onEnded }: Props) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || !src) return;
    if (!Hls.isSupported()) {
      element.src = src;
      return;
    }
    const hls = new Hls({
      lowLatencyMode: live,
      liveSyncDuration: 2,
      liveMaxLatencyDuration: 5,
      maxLiveSyncPlaybackRate: 1.5,
      manifestLoadingMaxRetry: 30,
      manifestLoadingRetryDelay: 1000,
      startPosition: live ? -1 : startAt,
    });
    hls.loadSource(src);
    hls.attachMedia(element);
    hls.on(Hls.Events.MANIFEST_PARSED, () => {
      element.muted = true;
      void element.play().catch(() => undefined);
    });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal && data.type === Hls.ErrorTypes.NETWORK_ERROR) setTimeout(() => hls.startLoad(), 1000);
      else if (data.fatal) hls.recoverMediaError();
    });
    return () => hls.destroy();
  }, [src, live, startAt]);

  return (
    <video
      ref={video}
      className="live-player"
      controls
      playsInline
      muted
      aria-label={label}
      data-testid="live-video"
      onTimeUpdate={(event) => onTime?.(event.currentTarget.currentTime, event.currentTarget.duration)}
      onEnded={onEnded}
    />
  );
}
