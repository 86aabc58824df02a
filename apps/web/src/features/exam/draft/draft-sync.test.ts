// Unit tests of the never-lose-an-answer client: local copy first, debounced per question, one request at
// a time in sequence order, retries with back-off while offline, merge with the server by sequence.
import type { TAnswerItem, TSaveDraftResult } from '@elearning/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type StorageLike } from '../../../lib/storage/store.ts';
import { createDraftStore, type DraftRecord, emptyDraft } from './draft-store.ts';
import { DraftSync, SaveFailure, type SyncState } from './draft-sync.ts';
import { mergeAnswers, pendingOf } from './merge.ts';

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

type Harness = {
  sync: DraftSync;
  sent: TAnswerItem[][];
  persisted: DraftRecord[];
  states: SyncState[];
  online: { value: boolean };
  closed: { value: boolean };
};

function harness(record = emptyDraft(7), server = new Map<number, number>()): Harness {
  const sent: TAnswerItem[][] = [];
  const persisted: DraftRecord[] = [];
  const states: SyncState[] = [];
  const online = { value: true };
  const closed = { value: false };
  const sync = new DraftSync({
    record,
    debounceMs: 800,
    persist: (next) => persisted.push(next),
    onChange: (_, state) => states.push(state),
    onClosed: () => {
      closed.value = true;
    },
    send: async (items) => {
      sent.push(items);
      if (closed.value) throw new SaveFailure('closed');
      if (!online.value) throw new SaveFailure('network');
      const acknowledged = items.map((item) => {
        const held = server.get(item.questionId) ?? 0;
        if (item.seq > held) server.set(item.questionId, item.seq);
        return {
          questionId: item.questionId,
          seq: item.seq,
          status: item.seq > held ? 'saved' : 'stale',
        } as const;
      });
      return {
        attemptId: 7,
        acknowledged,
        serverTime: Date.now(),
        remainingSeconds: 100,
      } satisfies TSaveDraftResult;
    },
  });
  return { sync, sent, persisted, states, online, closed };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DraftSync', () => {
  it('stores every change locally at once and sends each question after the debounce', async () => {
    const h = harness();
    h.sync.change(1, 'A', false);
    expect(h.persisted.at(-1)?.answers['1']).toMatchObject({ answer: 'A' });
    expect(h.sent).toHaveLength(0);
    h.sync.change(1, 'B', false);
    await vi.advanceTimersByTimeAsync(799);
    expect(h.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toEqual([[expect.objectContaining({ questionId: 1, answer: 'B' })]]);
    expect(h.sync.state).toBe('saved');
  });

  it('keeps one request in flight and sends in sequence order', async () => {
    const h = harness();
    h.sync.change(2, 'C', false);
    h.sync.change(1, 'A', true);
    h.sync.flushNow();
    await vi.runAllTimersAsync();
    const seqs = h.sent.flat().map((item) => item.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(h.sent.flat().map((item) => item.questionId)).toEqual([2, 1]);
    expect(h.sent.flat()[1]).toMatchObject({ doubtful: true });
  });

  it('retries with back-off while offline and sends everything once online again', async () => {
    const h = harness();
    h.online.value = false;
    h.sync.change(1, 'A', false);
    await vi.advanceTimersByTimeAsync(800);
    expect(h.sync.state).toBe('offline');
    const tries = () => h.sent.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(tries()).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(tries()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries()).toBe(3);
    h.sync.change(2, ['x'], false);
    h.sync.change(3, 'T', false);
    h.online.value = true;
    h.sync.flushNow();
    await vi.runAllTimersAsync();
    expect(h.sync.state).toBe('saved');
    expect(pendingOf(h.sync.current)).toEqual([]);
    expect(new Set(h.sent.at(-1)!.map((item) => item.questionId))).toEqual(new Set([1, 2, 3]));
  });

  it('resumes answers left pending by a previous page (reload while offline)', async () => {
    const storage = memoryStorage();
    const drafts = createDraftStore(createStore(() => ({ local: storage, session: undefined })));
    const owner = { tenantId: 'learn', userId: 1, attemptId: 7 };
    const first = harness();
    first.online.value = false;
    first.sync.change(5, 'D', false);
    drafts.save(owner, first.sync.current);
    first.sync.dispose();
    const second = harness(drafts.load(owner));
    expect(second.sent).toHaveLength(0);
    second.sync.start();
    await vi.runAllTimersAsync();
    expect(second.sent.flat()).toEqual([expect.objectContaining({ questionId: 5, answer: 'D' })]);
    expect(second.sync.state).toBe('saved');
  });

  it('resolves whenDrained once the queue is empty, or false on timeout', async () => {
    const h = harness();
    h.online.value = false;
    h.sync.change(1, 'A', false);
    const waiting = h.sync.whenDrained(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await waiting).toBe(false);
    h.online.value = true;
    const drained = h.sync.whenDrained(60_000);
    h.sync.flushNow();
    await vi.runAllTimersAsync();
    expect(await drained).toBe(true);
  });

  it('stops and reports when the attempt is closed', async () => {
    const h = harness();
    h.closed.value = true;
    h.sync.change(1, 'A', false);
    await vi.runAllTimersAsync();
    expect(h.sync.isClosed).toBe(true);
    expect(h.sent).toHaveLength(1);
    expect(h.sync.current.answers['1']).toMatchObject({ answer: 'A' });
  });
});

describe('mergeAnswers', () => {
  it('keeps the higher sequence per question and leaves newer local answers pending', () => {
    const local: DraftRecord = {
      ...emptyDraft(7),
      lastSeq: 30,
      answers: {
        '1': { answer: 'A', doubtful: false, seq: 10, ackedSeq: 10 },
        '2': { answer: 'B', doubtful: false, seq: 30, ackedSeq: 0 },
      },
    };
    const merged = mergeAnswers(local, [
      { questionId: 1, answer: 'C', seq: 20, doubtful: true, openedAt: null },
      { questionId: 2, answer: 'D', seq: 25, doubtful: false, openedAt: null },
      { questionId: 3, answer: ['x'], seq: 40, doubtful: false, openedAt: 123 },
    ]);
    expect(merged.answers['1']).toEqual({ answer: 'C', doubtful: true, seq: 20, ackedSeq: 20 });
    expect(merged.answers['2']).toEqual({ answer: 'B', doubtful: false, seq: 30, ackedSeq: 25 });
    expect(merged.answers['3']).toMatchObject({ answer: ['x'], seq: 40 });
    expect(merged.opened).toEqual({ '3': 123 });
    expect(merged.lastSeq).toBe(40);
    expect(pendingOf(merged)).toEqual([2]);
  });
});
