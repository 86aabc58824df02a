// Sends a paper's answers to saveDraft so that none is ever lost: every change is written to local storage
// at once, then sent per question after a short debounce (≤ 1 s); one request at a time, so saves arrive
// in order, each answer carrying its sequence number; failures keep everything queued and retry with
// back-off (1 s doubling to 30 s, at once when the browser is back online). The queue is the local copy
// itself, so it survives a reload.
import { EXAM_RULES, type TAnswerItem, type TAnswerValue, type TSaveDraftResult } from '@elearning/shared';
import type { DraftRecord } from './draft-store.ts';
import { nextSeq, pendingOf } from './merge.ts';

/** saved: nothing waiting; saving: changes on their way; offline: the last try failed, retrying. */
export type SyncState = 'saved' | 'saving' | 'offline';

/** Why a save failed: network (retry), closed (the attempt no longer takes answers), rejected (bad batch). */
export class SaveFailure extends Error {
  constructor(readonly kind: 'network' | 'closed' | 'rejected') {
    super(kind);
  }
}

export type DraftSyncOptions = {
  record: DraftRecord;
  send: (items: TAnswerItem[]) => Promise<TSaveDraftResult>;
  persist: (record: DraftRecord) => void;
  onChange: (record: DraftRecord, state: SyncState) => void;
  onClosed: () => void;
  now?: () => number;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
  debounceMs?: number;
};

export class DraftSync {
  private record: DraftRecord;
  private readonly due = new Set<number>();
  private readonly debounces = new Map<number, unknown>();
  private retryHandle: unknown;
  private retryDelay: number = EXAM_RULES.retryMinMs;
  private inFlight: Promise<void> | undefined;
  private failing = false;
  private closed = false;
  private disposed = false;
  private readonly waiters: (() => void)[] = [];

  constructor(private readonly options: DraftSyncOptions) {
    this.record = options.record;
    // Answers left pending by an earlier session (a reload, a crash) are due at once.
    for (const id of pendingOf(this.record)) this.due.add(id);
  }

  private get now() {
    return this.options.now?.() ?? Date.now();
  }

  private get timers() {
    return (
      this.options.timers ?? {
        set: (fn: () => void, ms: number) => setTimeout(fn, ms),
        clear: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
      }
    );
  }

  /** Starts sending what an earlier session left pending. */
  start(): void {
    this.kick();
  }

  get current(): DraftRecord {
    return this.record;
  }

  get state(): SyncState {
    if (pendingOf(this.record).length === 0) return 'saved';
    return this.failing ? 'offline' : 'saving';
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private commit(record: DraftRecord) {
    this.record = record;
    this.options.persist(record);
    this.options.onChange(record, this.state);
    if (pendingOf(record).length === 0) for (const wake of this.waiters.splice(0)) wake();
  }

  /** A learner's change: stored locally now, sent after the debounce. */
  change(questionId: number, answer: TAnswerValue, doubtful: boolean): void {
    if (this.closed) return;
    const key = String(questionId);
    const known = this.record.answers[key];
    if (known?.refused) return;
    const seq = nextSeq(this.record, this.now);
    this.commit({
      ...this.record,
      lastSeq: seq,
      answers: { ...this.record.answers, [key]: { answer, doubtful, seq, ackedSeq: known?.ackedSeq ?? 0 } },
    });
    const previous = this.debounces.get(questionId);
    if (previous !== undefined) this.timers.clear(previous);
    this.debounces.set(
      questionId,
      this.timers.set(() => {
        this.debounces.delete(questionId);
        this.due.add(questionId);
        this.kick();
      }, this.options.debounceMs ?? EXAM_RULES.saveDebounceMs),
    );
  }

  /** Records facts that are not answers (mode-2 open times, the server clock) in the local copy. */
  note(update: Partial<Pick<DraftRecord, 'opened' | 'clockOffsetMs'>>): void {
    this.commit({ ...this.record, ...update });
  }

  /** Sends everything pending now (before submitting, or when the network is back). */
  flushNow(): void {
    for (const [id, handle] of this.debounces) {
      this.timers.clear(handle);
      this.due.add(id);
    }
    this.debounces.clear();
    for (const id of pendingOf(this.record)) this.due.add(id);
    if (this.retryHandle !== undefined) {
      this.timers.clear(this.retryHandle);
      this.retryHandle = undefined;
    }
    this.kick();
  }

  /** Resolves true once nothing is pending, false after `timeoutMs`. */
  whenDrained(timeoutMs: number): Promise<boolean> {
    if (pendingOf(this.record).length === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const handle = this.timers.set(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        this.timers.clear(handle);
        resolve(true);
      });
    });
  }

  /** Every local answer, for the submit to carry (the server keeps whichever is newer). */
  allAnswers(): TAnswerItem[] {
    return Object.entries(this.record.answers)
      .filter(([, answer]) => answer.seq > 0 && !answer.refused)
      .map(([id, answer]) => ({
        questionId: Number(id),
        answer: answer.answer,
        seq: answer.seq,
        doubtful: answer.doubtful,
      }));
  }

  /** Stops sending (the attempt is closed or the page is leaving). */
  dispose(): void {
    this.disposed = true;
    for (const handle of this.debounces.values()) this.timers.clear(handle);
    if (this.retryHandle !== undefined) this.timers.clear(this.retryHandle);
  }

  private kick(): void {
    if (this.disposed || this.closed || this.inFlight || this.retryHandle !== undefined) return;
    const pending = new Set(pendingOf(this.record));
    const batch = [...this.due]
      .filter((id) => pending.has(id))
      .map((id) => ({ id, answer: this.record.answers[String(id)]! }))
      .sort((a, b) => a.answer.seq - b.answer.seq)
      .slice(0, EXAM_RULES.saveBatchMax);
    for (const id of this.due) if (!pending.has(id)) this.due.delete(id);
    if (batch.length === 0) return;
    const items: TAnswerItem[] = batch.map(({ id, answer }) => ({
      questionId: id,
      answer: answer.answer,
      seq: answer.seq,
      doubtful: answer.doubtful,
    }));
    this.options.onChange(this.record, this.state);
    this.inFlight = this.options
      .send(items)
      .then((reply) => this.acknowledge(reply))
      .catch((error: unknown) => this.failed(error))
      .finally(() => {
        this.inFlight = undefined;
        this.kick();
      });
  }

  private acknowledge(reply: TSaveDraftResult): void {
    this.failing = false;
    this.retryDelay = EXAM_RULES.retryMinMs;
    const answers = { ...this.record.answers };
    for (const ack of reply.acknowledged) {
      const key = String(ack.questionId);
      const mine = answers[key];
      if (!mine) continue;
      if (ack.status === 'locked' || ack.status === 'invalid') {
        // Only the version that was sent is refused; a later change of the same question is not.
        if (mine.seq === ack.seq) answers[key] = { ...mine, refused: ack.status };
      } else answers[key] = { ...mine, ackedSeq: Math.max(mine.ackedSeq, ack.seq) };
      if (answers[key]!.seq <= answers[key]!.ackedSeq || answers[key]!.refused)
        this.due.delete(ack.questionId);
    }
    this.commit({ ...this.record, answers, clockOffsetMs: reply.serverTime - this.now });
  }

  private failed(error: unknown): void {
    const kind = error instanceof SaveFailure ? error.kind : 'network';
    if (kind === 'closed') {
      this.closed = true;
      this.options.onChange(this.record, this.state);
      this.options.onClosed();
      return;
    }
    if (kind === 'rejected') {
      // A malformed batch cannot succeed by retrying: keep the answers locally, stop sending them.
      const answers = { ...this.record.answers };
      for (const id of this.due) answers[String(id)] = { ...answers[String(id)]!, refused: 'invalid' };
      this.due.clear();
      this.commit({ ...this.record, answers });
      return;
    }
    this.failing = true;
    for (const id of pendingOf(this.record)) this.due.add(id);
    this.options.onChange(this.record, this.state);
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, EXAM_RULES.retryMaxMs);
    this.retryHandle = this.timers.set(() => {
      this.retryHandle = undefined;
      this.kick();
    }, delay);
  }
}
