// Replies of the community, in the field names the original learner client reads.
import {
  PostStatus,
  type TCommunityPost,
  type TCommunityReply,
  type TCommunityZone,
} from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import type { PostRow, ReplyRow, ZoneRow } from './queries.ts';

const STATUSES: readonly string[] = Object.values(PostStatus);
const statusOf = (value: string): PostStatus =>
  STATUSES.includes(value) ? (value as PostStatus) : PostStatus.published;

export function presentZone(row: ZoneRow): TCommunityZone {
  return {
    id: row.id,
    name: row.name,
    intro: row.intro,
    cover: row.cover,
    isOpen: row.is_open,
    needAudit: row.need_audit,
    postNum: row.post_num,
    followNum: row.follow_num,
    isFollow: row.is_follow,
    isModerator: row.is_moderator,
    moderators: row.moderators,
  };
}

export function presentPost(row: PostRow): TCommunityPost {
  return {
    id: row.id,
    areaId: row.zone_id,
    areaName: row.zone_name,
    userId: row.user_id,
    userName: row.user_name,
    avatar: row.avatar,
    title: row.title,
    content: row.content,
    imgUrl: row.images,
    status: statusOf(row.status),
    removeReason: row.remove_reason,
    expertHelp: row.expert_help,
    isTop: row.is_top,
    isFine: row.is_fine,
    hitNum: row.like_num,
    collectNum: row.collect_num,
    replyNum: row.reply_num,
    viewNum: row.view_num,
    isHit: row.is_hit,
    isCollect: row.is_collect,
    canModerate: row.is_moderator,
    createdAt: row.created_at,
  };
}

export function presentReply(
  row: ReplyRow,
  actor: Actor,
  moderator: boolean,
  children: TCommunityReply[] = [],
): TCommunityReply {
  return {
    id: row.id,
    topicId: row.post_id,
    parentId: row.parent_id,
    userId: row.user_id,
    userName: row.user_name,
    avatar: row.avatar,
    userToId: row.to_user_id,
    userToName: row.to_user_name,
    content: row.content,
    imgUrl: row.images,
    createdAt: row.created_at,
    subReplyNum: row.sub_reply_num,
    children,
    canDelete: moderator || row.user_id === actor.userId,
  };
}
