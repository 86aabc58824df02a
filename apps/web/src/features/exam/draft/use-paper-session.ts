// The paper's session with the server: loads the attempt (or, without network, this device's copy of it),
// merges local and server answers by sequence, runs the DraftSync queue, follows the server clock, and
// submits — after the queue drained, carrying every answer, retried until the server acknowledges it.
import {
  EXAM_RULES,
  type TAnswerValue,
  type TExamResult,
  type TSubmitPaper,
  type TTakeExam,
} from '@elearning/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/http/index.ts';
import { sessionStore } from '../../session/store.ts';
import { examApi } from '../api.ts';
import { createDraftStore, type DraftOwner, type DraftRecord } from './draft-store.ts';
import { DraftSync, SaveFailure, type SyncState } from './draft-sync.ts';
import { mergeAnswers } from './merge.ts';

/** `missing`: no such attempt of mine (no or a malformed id, or the server does not know it). */
export type PaperPhase = 'loading' | 'ready' | 'submitting' | 'submitted' | 'error' | 'missing';

function isAttemptId(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}

const drafts = createDraftStore();

/** Network failures and server hiccups are retried; a closed attempt and a malformed batch are final. */
function classify(error: unknown): SaveFailure {
  if (error instanceof ApiError) {
    if (error.code === 409) return new SaveFailure('closed');
    if (error.code === 400) return new SaveFailure('rejected');
  }
  return new SaveFailure('network');
}

function isNetworkLike(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 0 || error.status >= 500;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function usePaperSession(attemptId: number) {
  const owner = useMemo<DraftOwner>(() => {
    const session = sessionStore.get();
    return { tenantId: session.tenantId, userId: session.user?.user_id ?? 'me', attemptId };
  }, [attemptId]);
  const [phase, setPhase] = useState<PaperPhase>(isAttemptId(attemptId) ? 'loading' : 'missing');
  const [paper, setPaper] = useState<TTakeExam>();
  const [record, setRecord] = useState<DraftRecord>(() => drafts.load(owner));
  const [syncState, setSyncState] = useState<SyncState>('saved');
  const [offlineLoaded, setOfflineLoaded] = useState(false);
  const [result, setResult] = useState<TExamResult | null>(null);
  const [error, setError] = useState<string>();
  const [submitRetrying, setSubmitRetrying] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const syncRef = useRef<DraftSync>(undefined);
  const submittingRef = useRef(false);

  const finish = useCallback(
    (final: TExamResult | null) => {
      syncRef.current?.dispose();
      setResult(final);
      setPhase('submitted');
      drafts.remove(owner);
    },
    [owner],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey re-runs the load when the learner retries
  useEffect(() => {
    // Without an attempt there is nothing to ask the server: the page says the paper was not found.
    if (!isAttemptId(attemptId)) {
      setPhase('missing');
      return;
    }
    let cancelled = false;
    const local = drafts.load(owner);
    (async () => {
      let loaded: TTakeExam | undefined;
      let merged = local;
      try {
        loaded = await examApi.take(attemptId);
        if (loaded.status === 'submitted') {
          if (!cancelled) {
            setPaper(loaded);
            finish(loaded.result);
          }
          return;
        }
        drafts.savePaper(owner, loaded);
        merged = { ...mergeAnswers(local, loaded.answers), clockOffsetMs: loaded.serverTime - Date.now() };
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 404) {
          if (!cancelled) setPhase('missing');
          return;
        }
        const copy = drafts.loadPaper(owner);
        if (!isNetworkLike(failure) || !copy) {
          if (!cancelled) {
            setError(failure instanceof Error ? failure.message : String(failure));
            setPhase('error');
          }
          return;
        }
        loaded = copy;
        if (!cancelled) setOfflineLoaded(true);
      }
      if (cancelled) return;
      drafts.save(owner, merged);
      const sync = new DraftSync({
        record: merged,
        send: (items) =>
          examApi.saveDraft(attemptId, items).catch((failure: unknown) => Promise.reject(classify(failure))),
        persist: (next) => drafts.save(owner, next),
        onChange: (next, state) => {
          setRecord(next);
          setSyncState(state);
        },
        // Closed by the server (deadline, another tab): show the first result.
        onClosed: () => {
          if (submittingRef.current) return;
          examApi
            .take(attemptId)
            .then((latest) => finish(latest.result))
            .catch(() => finish(null));
        },
      });
      syncRef.current = sync;
      setPaper(loaded);
      setRecord(merged);
      setSyncState(sync.state);
      setPhase('ready');
      sync.start();
    })();
    const online = () => {
      setOfflineLoaded(false);
      syncRef.current?.flushNow();
    };
    window.addEventListener('online', online);
    return () => {
      cancelled = true;
      window.removeEventListener('online', online);
      syncRef.current?.dispose();
      syncRef.current = undefined;
    };
  }, [attemptId, owner, finish, reloadKey]);

  const setAnswer = useCallback((questionId: number, answer: TAnswerValue) => {
    const sync = syncRef.current;
    if (!sync || submittingRef.current) return;
    sync.change(questionId, answer, sync.current.answers[String(questionId)]?.doubtful ?? false);
  }, []);

  const toggleDoubtful = useCallback((questionId: number) => {
    const sync = syncRef.current;
    if (!sync || submittingRef.current) return;
    const known = sync.current.answers[String(questionId)];
    sync.change(questionId, known?.answer ?? null, !(known?.doubtful ?? false));
  }, []);

  const noteOpened = useCallback((questionId: number, openedAt: number) => {
    const sync = syncRef.current;
    if (!sync || sync.current.opened[String(questionId)] !== undefined) return;
    sync.note({ opened: { ...sync.current.opened, [String(questionId)]: openedAt } });
  }, []);

  /** Submits: drains the queue (up to a few seconds), then sends every answer until acknowledged. */
  const submit = useCallback(
    async (reason: TSubmitPaper['reason']): Promise<string | undefined> => {
      const sync = syncRef.current;
      if (!sync || submittingRef.current) return undefined;
      submittingRef.current = true;
      setPhase('submitting');
      sync.flushNow();
      await sync.whenDrained(EXAM_RULES.saveDebounceMs * 4);
      let delay: number = EXAM_RULES.retryMinMs;
      for (;;) {
        try {
          const final = await examApi.submit({ attemptId, answers: sync.allAnswers(), reason });
          setSubmitRetrying(false);
          finish(final);
          return undefined;
        } catch (failure) {
          if (!isNetworkLike(failure)) {
            // Refused (e.g. too early): the paper stays open.
            submittingRef.current = false;
            setSubmitRetrying(false);
            setPhase('ready');
            return failure instanceof Error ? failure.message : String(failure);
          }
          setSubmitRetrying(true);
          await Promise.race([
            wait(delay),
            new Promise((resolve) => window.addEventListener('online', resolve, { once: true })),
          ]);
          delay = Math.min(delay * 2, EXAM_RULES.retryMaxMs);
        }
      }
    },
    [attemptId, finish],
  );

  return {
    phase,
    paper,
    record,
    syncState,
    offlineLoaded,
    result,
    error,
    submitRetrying,
    setAnswer,
    toggleDoubtful,
    noteOpened,
    submit,
    retry: () => {
      setPhase('loading');
      setReloadKey((key) => key + 1);
    },
  };
}

export type PaperSession = ReturnType<typeof usePaperSession>;
