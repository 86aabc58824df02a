// Going live from the browser: the chosen camera, microphone or screen share is recorded with
// MediaRecorder in one-second WebM slices, each posted to the ingest in order with its sequence number.
// A refused chunk (409: another tab took over) stops this tab's broadcast; a chunk lost on the way is
// retried a few times.
import { LIVE_RULES, livePaths } from '@elearning/shared';
import { APP_ID, basicAuthorization } from '../../lib/http/config.ts';
import { sessionStore } from '../session/store.ts';

export type CaptureChoice = {
  video: 'camera' | 'screen' | 'none';
  audio: boolean;
  cameraId?: string | undefined;
  micId?: string | undefined;
};

/** The preview and broadcast stream for the choice. */
export async function captureStream(choice: CaptureChoice): Promise<MediaStream> {
  const tracks: MediaStreamTrack[] = [];
  if (choice.video === 'screen') {
    const screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    tracks.push(...screen.getVideoTracks());
  }
  const wantCamera = choice.video === 'camera';
  if (wantCamera || choice.audio) {
    const media = await navigator.mediaDevices.getUserMedia({
      video: wantCamera
        ? choice.cameraId
          ? { deviceId: { exact: choice.cameraId } }
          : { width: 1280, height: 720 }
        : false,
      audio: choice.audio ? (choice.micId ? { deviceId: { exact: choice.micId } } : true) : false,
    });
    tracks.push(...media.getTracks());
  }
  return new MediaStream(tracks);
}

function mimeType(): string {
  const choices = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];
  return choices.find((type) => MediaRecorder.isTypeSupported(type)) ?? 'video/webm';
}

export type Broadcaster = { stop(): void };

/**
 * Waits before each retry of a chunk that failed on the network or with a 5xx / 429: about 1.75 s in all,
 * under two chunks' time, so a brief outage costs no video while a long one does not hold back every later
 * chunk (the server gives a missing chunk up after a few later ones arrive).
 */
const RETRY_DELAYS_MS = [250, 500, 1_000];

const retryable = (response: Response | undefined) =>
  response === undefined || response.status >= 500 || response.status === 429;

/** Posts one chunk, retrying with backoff; undefined when it never reached the server. */
async function postChunk(ingestId: string, seq: number, data: Blob, stopped: () => boolean) {
  for (let attempt = 0; ; attempt += 1) {
    const { token, tenantId } = sessionStore.get();
    const response = await fetch(
      `${livePaths.broadcastChunk}?ingestId=${encodeURIComponent(ingestId)}&seq=${seq}`,
      {
        method: 'POST',
        headers: {
          Authorization: basicAuthorization(),
          'Tenant-Id': tenantId,
          appId: APP_ID,
          'Content-Type': 'video/webm',
          ...(token ? { accessToken: `bearer ${token}` } : {}),
        },
        body: data,
      },
    ).catch(() => undefined);
    const delay = RETRY_DELAYS_MS[attempt];
    if (!retryable(response) || delay === undefined || stopped()) return response;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Starts recording and uploading; `onLost` is called once when the server refuses this tab's chunks. */
export function broadcast(
  stream: MediaStream,
  ingestId: string,
  onLost: (status: number) => void,
): Broadcaster {
  const recorder = new MediaRecorder(stream, { mimeType: mimeType(), videoBitsPerSecond: 1_500_000 });
  let seq = 0;
  let lost = false;
  let queue = Promise.resolve();
  recorder.ondataavailable = (event) => {
    if (lost || event.data.size === 0) return;
    const current = seq;
    seq += 1;
    queue = queue.then(async () => {
      if (lost) return;
      const response = await postChunk(ingestId, current, event.data, () => lost);
      if (response && (response.status === 409 || response.status === 404)) {
        lost = true;
        recorder.state !== 'inactive' && recorder.stop();
        onLost(response.status);
      }
    });
  };
  recorder.start(LIVE_RULES.chunkMs);
  return {
    stop() {
      lost = true;
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}
