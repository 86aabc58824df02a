// The paper's copy of an attempt in local storage (the shell's store: 'elearning-' prefix, 7-day expiry):
// the answers with their sequence numbers (written on every change, before anything is sent) and, in a
// separate entry written once, the paper itself, so a reload without network can still show it.
import type { TAnswerValue, TTakeExam } from '@elearning/shared';
import { store as appStore, type Store } from '../../../lib/storage/store.ts';

/** One answer as this browser holds it. */
export type LocalAnswer = {
  answer: TAnswerValue;
  doubtful: boolean;
  /** Sequence number of the latest change. */
  seq: number;
  /** Highest sequence number the server acknowledged; the answer is pending while seq > ackedSeq. */
  ackedSeq: number;
  /** The server refused it for good (a mode-2 lock or a malformed answer): kept, no longer sent. */
  refused?: 'locked' | 'invalid';
};

export type DraftRecord = {
  attemptId: number;
  answers: Record<string, LocalAnswer>;
  /** Highest sequence number handed out on this device. */
  lastSeq: number;
  /** Answer mode 2: when each question was first shown (epoch ms, server clock). */
  opened: Record<string, number>;
  /** Server clock minus this device's clock, from the last reply. */
  clockOffsetMs: number;
};

export type DraftOwner = { tenantId: string; userId: string | number; attemptId: number };

const draftName = (o: DraftOwner) => `exam-draft:${o.tenantId}:${o.userId}:${o.attemptId}`;
const paperName = (o: DraftOwner) => `exam-paper:${o.tenantId}:${o.userId}:${o.attemptId}`;

export function emptyDraft(attemptId: number): DraftRecord {
  return { attemptId, answers: {}, lastSeq: 0, opened: {}, clockOffsetMs: 0 };
}

export function createDraftStore(store: Store = appStore) {
  return {
    load(owner: DraftOwner): DraftRecord {
      const saved = store.get<DraftRecord>(draftName(owner));
      return saved && saved.attemptId === owner.attemptId
        ? { ...emptyDraft(owner.attemptId), ...saved }
        : emptyDraft(owner.attemptId);
    },
    save(owner: DraftOwner, record: DraftRecord): void {
      try {
        store.set(draftName(owner), record);
      } catch {
        // A full storage must not stop the exam: the answer is still in memory and on its way.
      }
    },
    loadPaper(owner: DraftOwner): TTakeExam | undefined {
      return store.get<TTakeExam>(paperName(owner));
    },
    savePaper(owner: DraftOwner, paper: TTakeExam): void {
      try {
        store.set(paperName(owner), { ...paper, answers: [] });
      } catch {
        // Without room the paper simply cannot be reopened offline.
      }
    },
    /** After the result is in, the local copy has done its job. */
    remove(owner: DraftOwner): void {
      store.remove(draftName(owner), 'local');
      store.remove(paperName(owner), 'local');
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;
