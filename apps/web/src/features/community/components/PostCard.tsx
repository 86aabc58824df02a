// One post in a list: zone, title (opens the post), author (opens their page), time, badges and counters.
import type { TCommunityPost } from '@elearning/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function PostCard({ post }: { post: TCommunityPost }) {
  const { t } = useTranslation('community');
  return (
    <li className="community-post" data-testid="community-post">
      <h3 className="community-post-title">
        {post.isTop ? <Tag color="blue">{t('pinned')}</Tag> : null}
        {post.isFine ? <Tag color="gold">{t('fine')}</Tag> : null}
        {post.status !== 'published' ? <Tag>{t(`status.${post.status}`)}</Tag> : null}
        <Link to={`/community/postDetails?id=${post.id}`}>{post.title}</Link>
      </h3>
      <p className="community-post-meta">
        <Link to={`/community/otherHomePage?userId=${post.userId}`}>{post.userName}</Link>
        <span>{dayjs(post.createdAt).format('YYYY-MM-DD HH:mm')}</span>
        <Link to={`/community/zoneHomePage?id=${post.areaId}`}>{post.areaName}</Link>
        <span>{t('likes', { count: post.hitNum })}</span>
        <span>{t('replies', { count: post.replyNum })}</span>
        <span>{t('views', { count: post.viewNum })}</span>
      </p>
    </li>
  );
}
