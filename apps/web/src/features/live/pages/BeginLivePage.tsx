// Going live (/beginLive?id=liveId, the lecturer): camera, microphone and screen share chosen here, a
// preview, 开始直播 / 继续直播 / 结束直播. The browser sends one-second MediaRecorder slices; OBS users get
// an RTMP server and a secret stream key instead. A live already on air elsewhere is refused with a clear
// message and may be taken over; a tab that lost its broadcast to another says so and stops.
import { LiveRole, LiveStatus, type TLiveCommentItem, type TLiveIngest } from '@elearning/shared';
import { Alert, Button, Descriptions, Modal, Radio, Result, Select, Spin, Switch, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http/index.ts';
import { endBroadcast, startBroadcast, useLiveDetail } from '../api.ts';
import { type Broadcaster, broadcast, type CaptureChoice, captureStream } from '../broadcaster.ts';
import { ChatPanel } from '../components/ChatPanel.tsx';
import { LiveExamPanel } from '../components/LiveExamPanel.tsx';
import { useLiveEvents } from '../live-socket.ts';
import '../live.css';

type Phase = 'idle' | 'onAir' | 'busy' | 'lost';

export function BeginLivePage() {
  const { t } = useTranslation('live');
  const [params] = useSearchParams();
  const liveId = Number(params.get('id')) || 0;
  const detail = useLiveDetail(liveId);
  const [choice, setChoice] = useState<CaptureChoice>({ video: 'camera', audio: true });
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState('');
  const [rtmp, setRtmp] = useState<TLiveIngest | null>(null);
  const [incoming, setIncoming] = useState<TLiveCommentItem[]>([]);
  const preview = useRef<HTMLVideoElement>(null);
  const sender = useRef<Broadcaster | null>(null);

  useLiveEvents(liveId, (event) => {
    if (event.kind === 'comment') setIncoming((list) => [...list, event.comment].slice(-200));
  });

  useEffect(() => {
    let live = true;
    let opened: MediaStream | null = null;
    setError('');
    captureStream(choice).then(
      (media) => {
        opened = media;
        if (live) setStream(media);
        else for (const track of media.getTracks()) track.stop();
        void navigator.mediaDevices
          .enumerateDevices()
          .then((all) => live && setCameras(all.filter((d) => d.kind === 'videoinput')));
      },
      (reason: unknown) =>
        live &&
        setError(
          t('begin.deviceError', { message: reason instanceof Error ? reason.message : String(reason) }),
        ),
    );
    return () => {
      live = false;
      if (opened) for (const track of opened.getTracks()) track.stop();
    };
  }, [choice, t]);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
  }, [stream]);

  useEffect(() => () => sender.current?.stop(), []);

  const go = async (takeOver: boolean) => {
    if (!stream) return;
    setError('');
    try {
      const ingest = await startBroadcast(liveId, 'browser', takeOver);
      sender.current?.stop();
      sender.current = broadcast(stream, ingest.ingestId, () => setPhase('lost'));
      setPhase('onAir');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setPhase('busy');
      else setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const end = () =>
    Modal.confirm({
      title: t('begin.end'),
      content: t('begin.endConfirm'),
      onOk: async () => {
        sender.current?.stop();
        sender.current = null;
        await endBroadcast(liveId);
        setPhase('idle');
        setRtmp(null);
        await detail.refetch();
      },
    });

  const obs = async () => {
    try {
      setRtmp(await startBroadcast(liveId, 'rtmp', phase === 'busy'));
      setPhase('onAir');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setPhase('busy');
      else setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  if (detail.isPending) return <Spin className="page-container" />;
  if (!detail.data)
    return (
      <Result
        status="warning"
        title={detail.error instanceof Error ? detail.error.message : t('loadFailed')}
      />
    );
  if (detail.data.role !== LiveRole.lecturer) return <Result status="403" title={t('begin.notLecturer')} />;
  const wasOnAir = detail.data.status === LiveStatus.live;

  return (
    <div className="page-container" data-testid="begin-live-page">
      <h1>
        {t('begin.title')} · {detail.data.channelName}
      </h1>
      <div className="live-begin">
        <section className="live-begin__panel">
          <div className="live-begin__controls">
            <Radio.Group
              aria-label={t('begin.video')}
              value={choice.video}
              disabled={phase === 'onAir'}
              onChange={(event) => setChoice({ ...choice, video: event.target.value })}
              options={[
                { value: 'camera', label: t('begin.camera') },
                { value: 'screen', label: t('begin.screen') },
                { value: 'none', label: t('begin.none') },
              ]}
            />
            {choice.video === 'camera' && cameras.length > 1 ? (
              <Select
                aria-label={t('begin.camera')}
                style={{ width: 200 }}
                value={choice.cameraId ?? cameras[0]?.deviceId}
                onChange={(cameraId: string) => setChoice({ ...choice, cameraId })}
                options={cameras.map((camera, index) => ({
                  value: camera.deviceId,
                  label: camera.label || `${t('begin.camera')} ${index + 1}`,
                }))}
              />
            ) : null}
            <Switch
              checked={choice.audio}
              disabled={phase === 'onAir'}
              onChange={(audio) => setChoice({ ...choice, audio })}
              checkedChildren={t('begin.microphone')}
              unCheckedChildren={t('begin.micOff')}
              aria-label={t('begin.microphone')}
            />
          </div>
          <video
            ref={preview}
            className="live-player"
            autoPlay
            muted
            playsInline
            aria-label={t('begin.previewLabel')}
            data-testid="begin-preview"
          />
          {error ? <Alert type="error" message={error} /> : null}
          {phase === 'busy' ? (
            <Alert
              type="warning"
              message={t('begin.busy')}
              action={
                <Button onClick={() => void go(true)} data-testid="take-over">
                  {t('begin.takeOver')}
                </Button>
              }
            />
          ) : null}
          {phase === 'lost' ? (
            <Alert type="warning" message={t('begin.lost')} data-testid="broadcast-lost" />
          ) : null}
          <div className="live-begin__controls" style={{ marginTop: 12 }}>
            {phase === 'onAir' ? (
              <>
                <Typography.Text strong data-testid="on-air">
                  {t('begin.onAir')}
                </Typography.Text>
                <Button danger onClick={end} data-testid="end-live">
                  {t('begin.end')}
                </Button>
              </>
            ) : (
              <Button
                type="primary"
                disabled={!stream}
                onClick={() => void go(false)}
                data-testid="start-live"
              >
                {wasOnAir ? t('begin.continue') : t('begin.start')}
              </Button>
            )}
            {phase !== 'onAir' ? <Button onClick={() => void obs()}>{t('begin.obsStart')}</Button> : null}
          </div>
          {rtmp ? (
            <Descriptions title={t('begin.obs')} column={1} bordered size="small" data-testid="rtmp-info">
              <Descriptions.Item label={t('begin.server')}>
                <Typography.Text copyable>{rtmp.rtmpUrl}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('begin.streamKey')}>
                <Typography.Text copyable>{rtmp.streamKey}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          ) : null}
          <LiveExamPanel liveId={liveId} />
        </section>
        <ChatPanel liveId={liveId} incoming={incoming} canPost />
      </div>
    </div>
  );
}
