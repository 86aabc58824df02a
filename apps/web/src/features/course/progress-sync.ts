// Progress on the learn page (ORIGINAL-UI Course): a video chapter's percent is current time / duration,
// keeping the maximum; other chapters count 100 % once left; study time is the time the page is in
// view. The tracker collects that and hands out `{contentRecords: "id:pct:pos,…", period, courseId}`
// payloads; the server keeps the maximum too, so a payload sent twice is harmless. A payload sent while
// the page is closing goes with navigator.sendBeacon, whose body carries the credentials it cannot
// send as headers.
import { COURSE_RULES, coursePaths } from '@elearning/shared';

export type ProgressPayload = { courseId: number; contentRecords: string; period: number };

type ChapterMark = { percent: number; position: number | undefined };

export class ProgressTracker {
  private readonly marks = new Map<number, ChapterMark>();
  private readonly dirty = new Set<number>();
  private studySeconds = 0;

  constructor(readonly courseId: number) {}

  /** A video's playhead: the percent only grows, the position is the latest (the resume point). */
  markVideo(chapterId: number, currentTime: number, duration: number): void {
    if (!Number.isFinite(duration) || duration <= 0) return;
    const percent = Math.min(100, Math.floor((currentTime / duration) * 100));
    const nearEnd = duration - currentTime < 1;
    this.mark(chapterId, nearEnd ? 100 : percent, nearEnd ? 0 : currentTime);
  }

  /** A chapter without a playhead (article, courseware, material, homework, thinking) is done. */
  markDone(chapterId: number): void {
    this.mark(chapterId, 100, undefined);
  }

  private mark(chapterId: number, percent: number, position: number | undefined): void {
    const seen = this.marks.get(chapterId);
    const next = { percent: Math.max(seen?.percent ?? 0, percent), position };
    if (seen && seen.percent === next.percent && seen.position === next.position) return;
    this.marks.set(chapterId, next);
    this.dirty.add(chapterId);
  }

  /** Sends the chapter again with the next payload (study time rides on a chapter record). */
  touch(chapterId: number): void {
    if (this.marks.has(chapterId)) this.dirty.add(chapterId);
    else this.mark(chapterId, 0, undefined);
  }

  /** The learner spent this many more seconds on the page. */
  addStudyTime(seconds: number): void {
    this.studySeconds = Math.min(COURSE_RULES.maxPeriodSeconds, this.studySeconds + seconds);
  }

  get pending(): boolean {
    return this.dirty.size > 0 || this.studySeconds >= 1;
  }

  /** The changes since the last payload, or null when there are none; the tracker starts over after it. */
  takePayload(): ProgressPayload | null {
    if (this.dirty.size === 0) return null;
    const contentRecords = [...this.dirty]
      .map((id) => {
        const mark = this.marks.get(id)!;
        return mark.position === undefined
          ? `${id}:${mark.percent}`
          : `${id}:${mark.percent}:${mark.position.toFixed(1)}`;
      })
      .join(',');
    const period = Math.floor(this.studySeconds);
    this.dirty.clear();
    this.studySeconds -= period;
    return { courseId: this.courseId, contentRecords, period };
  }

  /** Puts a payload that could not be sent back, so the next one carries it again. */
  restore(payload: ProgressPayload): void {
    for (const part of payload.contentRecords.split(',')) {
      const id = Number(part.split(':')[0]);
      if (this.marks.has(id)) this.dirty.add(id);
    }
    this.studySeconds += payload.period;
  }
}

export const SAVE_PATH = coursePaths.saveCourseRecord;

/** Sends a payload while the page closes; false when the browser refused to queue it. */
export function sendProgressBeacon(
  payload: ProgressPayload,
  credentials: { accessToken: string | undefined; tenantId: string },
): boolean {
  if (!credentials.accessToken) return false;
  const body = JSON.stringify({ ...payload, ...credentials });
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(SAVE_PATH, blob)) return true;
  // Some browsers refuse beacons (size, policy): a keep-alive fetch outlives the page as well.
  void fetch(SAVE_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
  return true;
}

/** `m:ss` or `h:mm:ss`. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
