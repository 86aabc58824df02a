// Answer mode 2: each question's own clock. Showing a question starts it on the server (openQuestion; the
// first open counts, so a reload does not reset it; without network the device's server-adjusted clock is
// used); once its limit has passed the question is locked.
import { useCallback, useEffect } from 'react';
import { examApi } from '../api.ts';
import type { PaperItem } from '../components/paper-model.ts';
import type { PaperSession } from './use-paper-session.ts';

type Options = { session: PaperSession; items: PaperItem[]; current: number; now: number; enabled: boolean };

export function useQuestionClock({ session, items, current, now, enabled }: Options) {
  const { paper, record, noteOpened } = session;
  const limitMs = paper && paper.answerMode === 2 ? paper.questionTimeLimit * 1000 : 0;
  const opened = record.opened;
  const currentId = items[current]?.question.id;

  useEffect(() => {
    if (!enabled || limitMs <= 0 || !paper || currentId === undefined) return;
    if (opened[String(currentId)] !== undefined) return;
    const fallback = Date.now() + record.clockOffsetMs;
    examApi
      .openQuestion(paper.attemptId, currentId)
      .then((reply) => noteOpened(currentId, reply.openedAt))
      .catch(() => noteOpened(currentId, fallback));
  }, [enabled, limitMs, paper, currentId, opened, noteOpened, record.clockOffsetMs]);

  const lockAt = useCallback(
    (id: number) => {
      const start = opened[String(id)];
      return limitMs > 0 && start !== undefined ? start + limitMs : undefined;
    },
    [opened, limitMs],
  );

  return {
    locked: (id: number) => {
      const at = lockAt(id);
      return at !== undefined && now >= at;
    },
    /** Seconds left of a question's own limit (its full limit before it is shown), or null without limits. */
    secondsLeft: (id: number) => {
      if (limitMs <= 0) return null;
      const at = lockAt(id);
      return at === undefined ? Math.round(limitMs / 1000) : Math.max(0, Math.ceil((at - now) / 1000));
    },
  };
}
