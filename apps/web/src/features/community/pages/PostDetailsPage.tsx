// /community/postDetails?id=: one post — title, author, zone, the sanitised body, like / collect / report,
// the moderators' pin, fine, hide and delete (with a reason), the author's delete, and the replies.
import { communityPaths as P } from '@elearning/shared';
import { Alert, Breadcrumb, Button, Input, Modal, Popconfirm, Skeleton, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { useCommunityAction, useCommunityUser, usePostDetail } from '../api.ts';
import { CommunityNav } from '../components/CommunityNav.tsx';
import { ModeratorBar } from '../components/ModeratorBar.tsx';
import { ReplySection } from '../components/ReplySection.tsx';
import '../community.css';

export function PostDetailsPage() {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0) || 0;
  const [pageNo, setPageNo] = useState(1);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const detail = usePostDetail(id, pageNo);
  const me = useCommunityUser('me');
  const post = detail.data;
  const like = useCommunityAction<{ topicId: number }>(post?.isHit ? P.unlike : P.like);
  const collect = useCommunityAction<{ topicId: number }>(post?.isCollect ? P.uncollect : P.collect);
  const report = useCommunityAction<{ topicId: number; reason: string }>(P.report);
  const remove = useCommunityAction<{ topicId: number }>(P.deletePost);
  if (detail.isPending && id > 0) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!post)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('postNotFound')}
        action={<Link to="/community/recommended">{t('recommended')}</Link>}
      />
    );
  const mine = me.data?.userId === post.userId;
  return (
    <div className="community-page" data-testid="community-post-detail">
      <Breadcrumb
        items={[
          { title: <Link to="/community/recommended">{t('title')}</Link> },
          { title: <Link to={`/community/zoneHomePage?id=${post.areaId}`}>{post.areaName}</Link> },
          { title: post.title },
        ]}
      />
      <CommunityNav zoneId={post.areaId} />
      <article className="community-card">
        <h1 className="community-title">
          {post.isTop ? <Tag color="blue">{t('pinned')}</Tag> : null}
          {post.isFine ? <Tag color="gold">{t('fine')}</Tag> : null}
          {post.title}
        </h1>
        <p className="community-post-meta">
          <Link to={`/community/otherHomePage?userId=${post.userId}`}>{post.userName}</Link>
          <span>{dayjs(post.createdAt).format('YYYY-MM-DD HH:mm')}</span>
          <span>{t('views', { count: post.viewNum })}</span>
        </p>
        {post.status !== 'published' ? (
          <Alert
            type="info"
            showIcon
            message={t(`status.${post.status}`)}
            description={post.removeReason || undefined}
          />
        ) : null}
        <div
          className="community-body rich-text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (core/rich-text.ts) before it was stored
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
        {post.imgUrl.length > 0 ? (
          <div className="community-images">
            {post.imgUrl.map((src) => (
              <img key={src} src={src} alt="" />
            ))}
          </div>
        ) : null}
        <Space wrap className="community-post-actions">
          <Button
            aria-pressed={post.isHit}
            onClick={() => like.mutate({ topicId: post.id })}
            loading={like.isPending}
          >
            {post.isHit ? t('unlike') : t('like')} · {post.hitNum}
          </Button>
          <Button
            aria-pressed={post.isCollect}
            onClick={() => collect.mutate({ topicId: post.id })}
            loading={collect.isPending}
          >
            {post.isCollect ? t('uncollect') : t('collect')} · {post.collectNum}
          </Button>
          <Button onClick={() => setReporting(true)}>{t('report.open')}</Button>
          {mine ? (
            <Popconfirm
              title={t('confirmDeletePost')}
              onConfirm={() =>
                remove.mutateAsync({ topicId: post.id }).then(
                  () => void navigate('/community/communityDetails'),
                  () => undefined,
                )
              }
            >
              <Button danger>{t('delete')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
        {post.canModerate ? <ModeratorBar post={post} /> : null}
      </article>
      <ReplySection topicId={post.id} replies={post.replies} pageNo={pageNo} onPage={setPageNo} />
      <Modal
        open={reporting}
        title={t('report.title')}
        okText={t('report.submit')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: !reason.trim() }}
        confirmLoading={report.isPending}
        onCancel={() => setReporting(false)}
        onOk={() =>
          report.mutate(
            { topicId: post.id, reason: reason.trim() },
            {
              onSuccess: () => {
                feedback.success(t('report.done'));
                setReporting(false);
                setReason('');
              },
            },
          )
        }
      >
        <Input.TextArea
          aria-label={t('report.reason')}
          placeholder={t('report.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
}
