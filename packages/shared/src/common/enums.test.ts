// Unit tests of the SPEC §4 enums and §9 constants that other code relies on by value, across domains
// (read through the package index, as every consumer reads them).
import { describe, expect, it } from 'vitest';
import {
  CHAPTER_TYPE_LABELS,
  ChapterType,
  chapterTypeLabel,
  ExamPassState,
  ExamStatusFilter,
  LiveStatus,
  liveStatusLabel,
  PAGE_SIZES,
  QuestionnaireStatus,
  STORAGE_KEYS,
  STORAGE_PREFIX,
  StudyStatus,
  UPLOAD_LIMITS,
  WEBSOCKET,
} from '../index.ts';

describe('enums', () => {
  it('carry the wire values of SPEC §4', () => {
    expect(StudyStatus).toEqual({ notStarted: 1, inProgress: 2, ended: 3 });
    expect(LiveStatus).toEqual({ live: 0, notStarted: 1, replay: 2, ended: 3 });
    expect(ExamPassState).toEqual({ all: 0, notPassed: 1, passed: 3 });
    expect(ExamStatusFilter.absent).toBe(4);
    expect(QuestionnaireStatus).toEqual({ inProgress: 1, notStarted: 2, ended: 3 });
  });

  it('label lives and chapters in both languages', () => {
    expect([0, 1, 2, 3].map((s) => liveStatusLabel(s as LiveStatus, 'zh-CN'))).toEqual([
      '直播中',
      '未开始',
      '直播回放',
      '已结束',
    ]);
    expect(liveStatusLabel(LiveStatus.replay, 'en')).toBe('Replay');
    expect(Object.values(ChapterType).map((t) => CHAPTER_TYPE_LABELS[t]['zh-CN'])).toEqual([
      '文章',
      '课件',
      '资料',
      '作业',
      '课前思考',
      '视频',
    ]);
    expect(chapterTypeLabel(ChapterType.video, 'en')).toBe('Video');
  });
});

describe('constants', () => {
  it('have a default among the options of every page-size list', () => {
    for (const [list, rule] of Object.entries(PAGE_SIZES)) {
      expect((rule.options as readonly number[]).includes(rule.default), list).toBe(true);
    }
  });

  it('match SPEC §9', () => {
    expect(PAGE_SIZES.requiredCourse).toEqual({ options: [10, 20, 30, 50, 100], default: 10 });
    expect(UPLOAD_LIMITS.general).toBe(52_428_800);
    expect(WEBSOCKET).toMatchObject({ heartbeatMs: 30_000, maxRetries: 5, medalMsgType: 5 });
    expect(STORAGE_PREFIX + STORAGE_KEYS.accessToken).toBe('elearning-access-token');
  });
});
