// Reply types of news and the regulation list: what the presenter returns and the web app reads.
import type { NewsStatus } from './enums.ts';

/** A card of the learner's list (field names the original client reads). */
export type TNewsCard = {
  id: number;
  title: string;
  brief: string;
  picUrl: string;
  categoryId: number | null;
  categoryName: string;
  userName: string;
  /** 'YYYY-MM-DD HH:mm:ss' of when it started to show. */
  beginPublishTime: string;
  hits: number;
  isTop: boolean;
};

export type TNewsDetail = TNewsCard & { content: string; prevId: number | null; nextId: number | null };

/** A row of the back office's list and its editor. */
export type TNewsAdminRow = TNewsCard & {
  status: NewsStatus;
  /** Epoch ms, null when open-ended. */
  publishBegin: number | null;
  publishEnd: number | null;
  publishedAt: number | null;
  createdAt: number;
};

export type TNewsAdminDetail = TNewsAdminRow & { content: string };

export type TNewsCategory = { id: number; name: string; sort: number; newsNum: number };

export type TNewsPublisher = { userId: number; userName: string; newsNum: number };

export type TRegulation = {
  id: number;
  title: string;
  category: string;
  fileUrl: string;
  fileName: string;
  isTop: boolean;
  createdAt: number;
  userName: string;
};
