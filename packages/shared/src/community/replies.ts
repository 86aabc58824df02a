// Reply types of the community: what the presenter returns and the web app reads.
import type { PostStatus } from './enums.ts';

export type TCommunityZone = {
  id: number;
  name: string;
  intro: string;
  cover: string;
  isOpen: boolean;
  needAudit: boolean;
  postNum: number;
  followNum: number;
  isFollow: boolean;
  isModerator: boolean;
  moderators: { userId: number; userName: string }[];
};

export type TCommunityAuthor = { userId: number; userName: string; avatar: string };

export type TCommunityPost = TCommunityAuthor & {
  id: number;
  areaId: number;
  areaName: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  imgUrl: string[];
  status: PostStatus;
  removeReason: string;
  expertHelp: boolean;
  isTop: boolean;
  isFine: boolean;
  hitNum: number;
  collectNum: number;
  replyNum: number;
  viewNum: number;
  isHit: boolean;
  isCollect: boolean;
  /** The caller may pin, hide or delete it. */
  canModerate: boolean;
  createdAt: number;
};

export type TCommunityReply = TCommunityAuthor & {
  id: number;
  topicId: number;
  parentId: number | null;
  userToId: number | null;
  userToName: string;
  content: string;
  imgUrl: string[];
  createdAt: number;
  subReplyNum: number;
  /** The first answers of a top-level reply. */
  children: TCommunityReply[];
  canDelete: boolean;
};

export type TCommunityPostDetail = TCommunityPost & {
  replies: { data: TCommunityReply[]; totalNum: number; totalPage: number };
};

export type TCommunityUser = TCommunityAuthor & {
  postNum: number;
  replyNum: number;
  hitNum: number;
  followZoneNum: number;
  moderatedZoneIds: number[];
};

export type TCommunityReport = {
  topicId: number;
  title: string;
  areaName: string;
  userName: string;
  status: PostStatus;
  reportNum: number;
  reasons: string[];
  lastReportedAt: number;
};

/** A reply addressed to me (the original's @ notifications). */
export type TCommunityMention = TCommunityAuthor & {
  id: number;
  topicId: number;
  topicTitle: string;
  content: string;
  isRead: boolean;
  createdAt: number;
};

export type TCommunityZoneUser = TCommunityAuthor & {
  postNum: number;
  isFollow: boolean;
  forbiddenUntil: number | null;
};
