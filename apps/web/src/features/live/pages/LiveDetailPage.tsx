// A live's page (/live/Detail?id=liveId, ORIGINAL-UI "Live"): cover with status and viewers, the learner's
// button 观看直播 / 直播未开始 / 直播已结束 (enabled only while on air), sign-up where the live asks for it,
// the lecturer's 开始直播 / 继续直播, collect, the QR code of the H5 page with 扫码观看 and 复制链接, and
// the tabs. A disabled or deleted live shows the SPEC §8 message.
import { LiveRole, LiveSignUpStatus, LiveStatus, livePaths, type TLiveDetail } from '@elearning/shared';
import { Button, message, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { http } from '../../../lib/http/index.ts';
import { useCollect, useLiveDetail, useSignUp } from '../api.ts';
import { LiveStatusBadge, planSummary } from '../components/LiveCard.tsx';
import { LiveTabs } from '../components/LiveTabs.tsx';
import '../live.css';

function QrBox({ liveId }: { liveId: number }) {
  const { t } = useTranslation('live');
  const [src, setSrc] = useState('');
  useEffect(() => {
    let url = '';
    void http.get<Blob>(livePaths.qrCode, { liveId }, { responseType: 'blob', silent: true }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined,
    );
    return () => URL.revokeObjectURL(url);
  }, [liveId]);
  const link = `${window.location.origin}/live/watchliveH5?id=${liveId}`;
  return (
    <div className="live-qr" data-testid="live-qr">
      {src ? <img src={src} alt={t('detail.qrAlt')} /> : <Skeleton.Image active />}
      <div>{t('detail.scan')}</div>
      <Button
        size="small"
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(() => message.success(t('detail.copied')))
        }
      >
        {t('detail.copy')}
      </Button>
    </div>
  );
}

function Actions({ live }: { live: TLiveDetail }) {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const signUp = useSignUp(live.liveId);
  const collect = useCollect(live.liveId);
  const onAir = live.status === LiveStatus.live;
  const buttons = [];
  if (live.role === LiveRole.lecturer) {
    buttons.push(
      <Button
        key="begin"
        type="primary"
        onClick={() => navigate(`/beginLive?id=${live.liveId}`)}
        data-testid="begin-live"
      >
        {onAir ? t('detail.continue') : t('detail.begin')}
      </Button>,
    );
  } else if (live.needSignUp && live.signUpStatus !== LiveSignUpStatus.approved) {
    const pending = live.signUpStatus === LiveSignUpStatus.pending;
    buttons.push(
      <Button
        key="signup"
        type="primary"
        disabled={pending || live.signUpStatus === LiveSignUpStatus.rejected}
        loading={signUp.isPending}
        onClick={() => signUp.mutate()}
      >
        {pending
          ? t('detail.pending')
          : live.signUpStatus === LiveSignUpStatus.rejected
            ? t('detail.rejected')
            : t('detail.signUp')}
      </Button>,
    );
  }
  if (live.role !== LiveRole.lecturer && live.canWatch) {
    const label = onAir
      ? t('detail.watch')
      : live.status === LiveStatus.notStarted
        ? t('detail.notStarted')
        : t('detail.ended');
    buttons.push(
      <Button
        key="watch"
        type="primary"
        disabled={!onAir}
        onClick={() => navigate(`/live/WatchLive?id=${live.liveId}`)}
        data-testid="watch-live"
      >
        {label}
      </Button>,
    );
  }
  buttons.push(
    <Button
      key="collect"
      onClick={() => collect.mutate(live.isCollect === 0)}
      aria-pressed={live.isCollect === 1}
    >
      {live.isCollect ? t('detail.collected') : t('detail.collect')}
    </Button>,
  );
  return <div className="live-detail-head__actions">{buttons}</div>;
}

export function LiveDetailPage() {
  const { t } = useTranslation('live');
  const [params] = useSearchParams();
  const liveId = Number(params.get('id')) || 0;
  const detail = useLiveDetail(liveId);
  if (detail.isPending && liveId > 0) return <Skeleton active className="page-container" />;
  if (!detail.data) {
    const reason = detail.error instanceof Error ? detail.error.message : t('loadFailed');
    return (
      <div className="page-container" data-testid="live-detail-error">
        <Result status="warning" title={reason} />
      </div>
    );
  }
  const live = detail.data;
  return (
    <div className="page-container live-detail-page" data-testid="live-detail-page">
      <section className="live-detail-head">
        <div className="live-detail-head__cover">
          {live.coverImageUrl ? (
            <img src={live.coverImageUrl} alt="" />
          ) : (
            <div className="live-card__placeholder" />
          )}
          <LiveStatusBadge status={live.status} />
          {live.status === LiveStatus.live ? (
            <span className="live-card__viewers">{t('viewers', { count: live.viewersNumber })}</span>
          ) : null}
        </div>
        <div className="live-detail-head__body">
          <h1>{live.channelName}</h1>
          <p>
            {t('detail.lecturer')}：{live.lecturerName}
          </p>
          <p>
            {t('detail.time')}：{planSummary(live, t)}
          </p>
          <Actions live={live} />
        </div>
        <QrBox liveId={live.liveId} />
      </section>
      <LiveTabs live={live} />
    </div>
  );
}
