// Reopening a paper (after a reload, a crash or on another device): this browser's answers and the
// server's are merged question by question, the higher sequence number winning. Local answers the server
// has not seen stay pending and are sent again.
import type { TSavedAnswer } from '@elearning/shared';
import type { DraftRecord, LocalAnswer } from './draft-store.ts';

export function mergeAnswers(local: DraftRecord, server: TSavedAnswer[]): DraftRecord {
  const answers: Record<string, LocalAnswer> = { ...local.answers };
  const opened = { ...local.opened };
  let lastSeq = local.lastSeq;
  for (const saved of server) {
    const key = String(saved.questionId);
    if (saved.openedAt !== null) opened[key] = Math.min(opened[key] ?? saved.openedAt, saved.openedAt);
    if (saved.seq <= 0) continue;
    lastSeq = Math.max(lastSeq, saved.seq);
    const mine = answers[key];
    if (!mine || mine.seq <= saved.seq) {
      answers[key] = { answer: saved.answer, doubtful: saved.doubtful, seq: saved.seq, ackedSeq: saved.seq };
    } else {
      answers[key] = { ...mine, ackedSeq: Math.max(mine.ackedSeq, saved.seq) };
    }
  }
  return { ...local, answers, opened, lastSeq };
}

/** The next sequence number: after everything seen, and at least the clock, so that the latest change
 * made on any device wins. */
export function nextSeq(record: DraftRecord, now: number): number {
  return Math.max(record.lastSeq + 1, now);
}

export function pendingOf(record: DraftRecord): number[] {
  return Object.entries(record.answers)
    .filter(([, answer]) => answer.seq > answer.ackedSeq && !answer.refused)
    .map(([id]) => Number(id));
}
