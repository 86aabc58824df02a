// Saves the learn page's progress (ORIGINAL-UI Course): every 5 minutes, on chapter switch, on pause,
// at the end of a video, on leaving the page inside the app, and with navigator.sendBeacon when the tab
// closes or navigates away. Study time is counted while the page is visible.
import { ChapterType, COURSE_RULES, type TCourseChapter } from '@elearning/shared';
import { useCallback, useEffect, useRef } from 'react';
import { http } from '../../lib/http/index.ts';
import { tokens } from '../session/tokens.ts';
import { useInvalidateCourse } from './api.ts';
import { type ProgressPayload, ProgressTracker, SAVE_PATH, sendProgressBeacon } from './progress-sync.ts';

export type LearnProgress = {
  /** The playhead of the open video. */
  videoTime: (currentTime: number, duration: number) => void;
  /** The open chapter is finished (non-video chapters: left, downloaded, opened, thought about). */
  done: () => void;
  /** Sends what changed now (pause, end of video, chapter switch). */
  flush: () => void;
};

export function useLearnProgress(courseId: number, chapter: TCourseChapter | undefined): LearnProgress {
  const tracker = useRef(new ProgressTracker(courseId));
  const current = useRef(chapter);
  const invalidate = useInvalidateCourse();
  const invalidateRef = useRef(invalidate);
  invalidateRef.current = invalidate;

  const send = useCallback((payload: ProgressPayload | null) => {
    if (!payload) return;
    http
      .post(SAVE_PATH, payload, { silent: true })
      .then(() => invalidateRef.current(payload.courseId))
      .catch(() => tracker.current.restore(payload));
  }, []);

  /** Leaving a chapter: anything but a video counts as read; its study time goes with it. */
  const leave = useCallback((left: TCourseChapter | undefined) => {
    if (!left) return;
    if (left.type !== ChapterType.video) tracker.current.markDone(left.id);
    else if (tracker.current.pending) tracker.current.touch(left.id);
  }, []);

  useEffect(() => {
    if (tracker.current.courseId !== courseId) tracker.current = new ProgressTracker(courseId);
  }, [courseId]);

  // Chapter switch: save the chapter being left.
  useEffect(() => {
    const previous = current.current;
    current.current = chapter;
    if (previous && previous.id !== chapter?.id) {
      leave(previous);
      send(tracker.current.takePayload());
    }
  }, [chapter, leave, send]);

  // Study time while visible, and the periodic save.
  useEffect(() => {
    const tick = window.setInterval(() => {
      if (document.visibilityState === 'visible') tracker.current.addStudyTime(1);
    }, 1000);
    const periodic = window.setInterval(() => {
      if (current.current) tracker.current.touch(current.current.id);
      send(tracker.current.takePayload());
    }, COURSE_RULES.progressSaveIntervalMs);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(periodic);
    };
  }, [send]);

  // Closing the tab or navigating away from the app: only a beacon still gets out.
  useEffect(() => {
    const onPageHide = () => {
      leave(current.current);
      const payload = tracker.current.takePayload();
      if (payload) sendProgressBeacon(payload, { accessToken: tokens.access(), tenantId: tokens.tenant() });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the learn page inside the app: an ordinary request.
      leave(current.current);
      send(tracker.current.takePayload());
    };
  }, [leave, send]);

  return {
    videoTime: useCallback((currentTime, duration) => {
      if (current.current) tracker.current.markVideo(current.current.id, currentTime, duration);
    }, []),
    done: useCallback(() => {
      if (current.current) tracker.current.markDone(current.current.id);
      send(tracker.current.takePayload());
    }, [send]),
    flush: useCallback(() => send(tracker.current.takePayload()), [send]),
  };
}
