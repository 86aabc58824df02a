// The learn page's progress tracker: percents only grow, positions are the latest, non-video chapters
// count 100 %, study time rides along once, and a failed payload comes back with the next one.
import { describe, expect, it } from 'vitest';
import { formatClock, ProgressTracker } from './progress-sync.ts';

describe('ProgressTracker', () => {
  it('keeps the furthest percent and the latest position of a video', () => {
    const tracker = new ProgressTracker(7);
    tracker.markVideo(11, 50, 100);
    tracker.markVideo(11, 20, 100);
    expect(tracker.takePayload()).toEqual({ courseId: 7, contentRecords: '11:50:20.0', period: 0 });
    expect(tracker.takePayload()).toBeNull();
  });

  it('counts the end of a video as 100 % and resumes it from the start', () => {
    const tracker = new ProgressTracker(7);
    tracker.markVideo(11, 99.6, 100);
    expect(tracker.takePayload()?.contentRecords).toBe('11:100:0.0');
  });

  it('marks other chapters done and carries whole seconds of study time once', () => {
    const tracker = new ProgressTracker(7);
    tracker.addStudyTime(12.6);
    expect(tracker.takePayload()).toBeNull();
    tracker.markDone(12);
    expect(tracker.takePayload()).toEqual({ courseId: 7, contentRecords: '12:100', period: 12 });
    tracker.touch(12);
    tracker.addStudyTime(0.5);
    expect(tracker.takePayload()?.period).toBe(1);
  });

  it('puts a payload that failed back into the next one', () => {
    const tracker = new ProgressTracker(7);
    tracker.markVideo(11, 30, 60);
    tracker.addStudyTime(30);
    const failed = tracker.takePayload()!;
    tracker.restore(failed);
    tracker.markDone(12);
    expect(tracker.takePayload()).toEqual({ courseId: 7, contentRecords: '11:50:30.0,12:100', period: 30 });
  });

  it('ignores a video without a known duration', () => {
    const tracker = new ProgressTracker(7);
    tracker.markVideo(11, 10, Number.NaN);
    expect(tracker.pending).toBe(false);
  });
});

describe('formatClock', () => {
  it('reads seconds as m:ss or h:mm:ss', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
