// API paths of the community (issue 16): the learner client's calls under `/api/blade-margin/v1/community`
// keep their spelling; reporting, hiding and the back office's reported-post queue are designed in the same
// style (the original clients have no such calls).
const AREA = '/api/blade-margin/v1/community/area';
const TOPIC = '/api/blade-margin/v1/community/topic';
const REPORT = '/api/blade-margin/v1/community/report';
const AITE = '/api/blade-margin/v1/community/aite';

export const communityPaths = {
  /** GET {pageNo, pageSize}: open zones with my follow flag. */
  zones: `${AREA}/queryAllAreas`,
  /** GET {pageNo, pageSize}: zones I follow. */
  followedZones: `${AREA}/queryFocus`,
  /** GET {pageNo, pageSize}: recommended posts (most liked and replied of the last 30 days, fine first). */
  hotPosts: `${AREA}/queryHotTopics`,
  /** POST {areaId} / cancel. */
  followZone: `${AREA}/areaFollow`,
  unfollowZone: `${AREA}/cancelAreaFollow`,
  /** GET {pageNo, pageSize}: zones I moderate. */
  moderatedZones: `${AREA}/queryManageAreas`,
  /** GET {areaId?, pageNo, pageSize}: posts waiting for my approval. */
  pendingPosts: `${AREA}/queryUnauditedTopicList`,
  /** GET {areaId}: a zone's page header. */
  zoneDetail: `${TOPIC}/areaDetail`,
  /** GET {areaId?, userId?, content?, isFine?, isCollect?, isExpert?, pageNo, pageSize}: posts. */
  posts: `${TOPIC}/queryTopics`,
  /** POST {title, content, areaId, imgUrl?, expertHelp?}: write a post. */
  addPost: `${TOPIC}/addTopic`,
  /** GET {topicId}: one post. */
  post: `${TOPIC}/queryTopicById`,
  /** GET {topicId, pageNo, pageSize}: one post with a page of its replies (counts a view). */
  postDetail: `${TOPIC}/detail`,
  /** POST {topicId, reason?}: the author, or a moderator with a reason, deletes a post. */
  deletePost: `${TOPIC}/deleteTopic`,
  /** POST {topicId}: like / unlike, collect / uncollect. */
  like: `${TOPIC}/topicHit`,
  unlike: `${TOPIC}/cancelTopicHit`,
  collect: `${TOPIC}/topicCollect`,
  uncollect: `${TOPIC}/cancelTopicCollect`,
  /** POST {topicId, content, imgUrl?, parentId?, userToId?}: reply to a post or to a reply. */
  reply: `${TOPIC}/replyTopic`,
  /** GET {topicId, pageNo, pageSize}: the post's top-level replies, each with its first answers. */
  replies: `${TOPIC}/queryReply`,
  /** GET {topicId, parentId, pageNo, pageSize}: answers to one reply. */
  subReplies: `${TOPIC}/querySubReply`,
  /** POST {replyId}: the author or a moderator deletes a reply. */
  deleteReply: `${TOPIC}/deleteReply`,
  /** Moderators: POST {topicId} pin / unpin, mark fine / unmark. */
  pin: `${TOPIC}/top`,
  unpin: `${TOPIC}/cancelTop`,
  fine: `${TOPIC}/fine`,
  unfine: `${TOPIC}/cancelFine`,
  /** Moderators: POST {topicIds} approve or reject waiting posts. */
  approve: `${TOPIC}/approved`,
  reject: `${TOPIC}/rejected`,
  /** Moderators: POST {topicId, reason}: hide a post (its author still sees it, with the reason). */
  hide: `${TOPIC}/hide`,
  /** POST {topicId, reason}: report a post (once per person). */
  report: `${REPORT}/add`,
  /** GET {userId}: a person's community page header. */
  userInfo: `${TOPIC}/userInfo`,
  /** GET: my own header (and whether I moderate). */
  myInfo: `${TOPIC}/loginUserInfo`,
  /** GET {pageNo, pageSize}: replies addressed to me (to my posts or my replies), newest first. */
  mentions: `${AITE}/query`,
  /** GET: how many of them I have not read. */
  mentionUnread: `${AITE}/queryUnreadCount`,
  /** POST {ids}: mark them read. */
  mentionRead: `${AITE}/read`,
  /** GET: the zones where I may not post now, and until when. */
  checkBan: `${AREA}/checkForbidPost`,
  /** Moderators: POST {areaId, userId, hours} ban a person from posting; POST {areaId, userId} lift it. */
  ban: `${AREA}/forbidPost`,
  unban: `${AREA}/removeForbidPost`,
  /** Moderators: GET {areaId, name?, pageNo, pageSize}: the zone's followers and authors with their bans. */
  zoneUsers: `${AREA}/queryAreaUserList`,
  /** GET {areaId?, content?, pageNo, pageSize}: posts that ask the experts (the zones' moderators) for help. */
  expertPosts: `${TOPIC}/expertsAnswer`,
  /** GET {topicId, pageNo, pageSize}: a post's replies by its zone's moderators. */
  expertReplies: `${TOPIC}/queryExpertReply`,
  /** GET {topicId, pageNo, pageSize}: a post's replies by its author. */
  authorReplies: `${TOPIC}/queryPostReply`,
} as const;

export const communityAdminPaths = {
  /** GET {name?, pageNo, pageSize}: every zone of the tenant. */
  zones: `${AREA}/queryAll`,
  /** GET {id}: one zone with its moderators. */
  zone: `${AREA}/getOne`,
  /** POST {name, intro?, cover?, needAudit?, moderatorIds}: add; edit with {id, …}. */
  add: `${AREA}/add`,
  edit: `${AREA}/edit`,
  /** POST {id}: delete (with its posts); POST {ids}: delete several. */
  delete: `${AREA}/delete`,
  deleteMany: `${AREA}/deleteCommunityAreas`,
  /** POST {id}: open or close a zone. */
  open: `${AREA}/open`,
  close: `${AREA}/close`,
  /** GET {pageNo, pageSize}: reported posts waiting for a decision, most reported first. */
  reports: `${REPORT}/list`,
  /** POST {topicId, action: 'keep' | 'hide' | 'delete', reason?}: decide on a reported post. */
  handleReport: `${REPORT}/handle`,
} as const;
