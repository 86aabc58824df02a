// API paths of news and the regulation list (issue 16). The learner client's calls (`web/newsList`,
// `web/index/newsList`, `regulation/front/list`) and the back office's (`/api/news/v1/news…`,
// `regulation/…`) keep their original spelling; the article detail and unpublish calls are designed in the
// same style because the original clients read the detail from the list.
const WEB = '/api/manage/v1/web';
const NEWS = '/api/news/v1/news';
const REGULATION = '/api/blade-margin/v1/regulation';

export const newsPaths = {
  /** GET {pageNo, pageSize, isHot?, search?, categoryId?}: published articles in their window, pinned first. */
  list: `${WEB}/newsList`,
  /** GET {id}: one published article (counts a read). */
  detail: `${WEB}/newsDetail`,
  /** GET {pageSize?}: the home page's news section. */
  homeList: `${WEB}/index/newsList`,
  /** POST {pageNo?, pageSize?, category?}: the home page's regulation documents, pinned first. */
  regulationList: `${REGULATION}/front/list`,
} as const;

export const newsAdminPaths = {
  /** GET {pageNo, pageSize, title?, status?, categoryId?} list; POST create; DELETE {id}. */
  news: NEWS,
  /** PUT {id, …}: edit an article (the back office's spelling). */
  update: '/api/manage/v1/news',
  /** GET {id}: one article for the editor. */
  detail: `${NEWS}/detail`,
  /** POST {id}: publish (inside its window). */
  publish: `${NEWS}/publish`,
  /** POST {id}: back to draft. */
  unpublish: `${NEWS}/unpublish`,
  /** POST {id, isTop}: pin or unpin. */
  top: `${NEWS}/top`,
  /** GET {categoryId?, isTop?, pageNo, pageSize}: the published news card of the back office's home. */
  center: `${NEWS}/center`,
  /** GET {id}: one published article for the back office's home card. */
  centerDetail: `${NEWS}/center/detail`,
  /** GET {pageNo, pageSize}: people who have published news. */
  publishUsers: `${NEWS}/publish/user`,
  /** GET {name?} list; POST {name, sort?} add; PUT {id, name, sort?} edit; DELETE {id}. */
  category: `${NEWS}/category`,
  /** POST {title, category?, fileUrl, fileName?}: add a regulation document. */
  regulationAdd: `${REGULATION}/add`,
  /** POST {pageNo, pageSize, title?}: the tenant's regulation documents. */
  regulationList: `${REGULATION}/back/list`,
  /** POST {id}: delete a regulation document. */
  regulationRemove: `${REGULATION}/remove`,
  /** GET {id, isTop?}: pin (default) or unpin a regulation document. */
  regulationTop: `${REGULATION}/setTop`,
} as const;
