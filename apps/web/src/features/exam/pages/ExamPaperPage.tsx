// /exam/paper?attemptId= (fullscreen): header with question count, total score, the server-clock countdown
// (red in the last 5 minutes) and the save state; the questions (answer mode 1 all at once, mode 2 one at a
// time with per-question locks); the answer card; closed-book, earliest-submit, pre-submit counts, time-out
// auto submit, and guards against refresh and back. Answers go through usePaperSession (never lost). For the
// keyboard: a skip link to the answer card, and focus follows the question moved to (paper-focus.ts). Without
// an attempt of mine (no id, or one the server does not know) the page says the paper was not found.
import { ExamCloseReason, type TSubmitPaper } from '@elearning/shared';
import { Alert, Button, Result, Spin, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { AnswerCard } from '../components/AnswerCard.tsx';
import { Countdown } from '../components/Countdown.tsx';
import { LeaveGuard, LeaveWarning, SubmitConfirm, TimeUpNotice } from '../components/PaperDialogs.tsx';
import { PaperQuestion } from '../components/PaperQuestion.tsx';
import { PaperResult } from '../components/PaperResult.tsx';
import { focusIsOnQuestions, focusQuestion, useFocusOnQuestionChange } from '../components/paper-focus.ts';
import { flattenPaper } from '../components/paper-model.ts';
import { isAnswered } from '../components/QuestionView.tsx';
import { SaveIndicator } from '../components/SaveIndicator.tsx';
import { keepPaperOffline } from '../draft/offline-shell.ts';
import { usePaperSession } from '../draft/use-paper-session.ts';
import { useQuestionClock } from '../draft/use-question-clock.ts';
import '../exam.css';

/** The server's clock, ticking every second. */
function useServerNow(offsetMs: number) {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

export function ExamPaperPage() {
  const { t } = useTranslation('exam');
  const [params] = useSearchParams();
  const attemptId = Number(params.get('attemptId'));
  const session = usePaperSession(attemptId);
  const { phase, paper, record } = session;
  const items = useMemo(() => (paper ? flattenPaper(paper.sections) : []), [paper]);
  const now = useServerNow(record.clockOffsetMs);
  const [current, setCurrent] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [leaves, setLeaves] = useState(0);
  const [warnLeave, setWarnLeave] = useState(false);
  const inProgress = phase === 'ready' || phase === 'submitting';
  const oneByOne = paper?.answerMode === 2;
  const clock = useQuestionClock({ session, items, current, now, enabled: phase === 'ready' && oneByOne });

  // Mode 2: start at the first question still open, and move on when the one in view locks.
  const [positioned, setPositioned] = useState(false);
  useEffect(() => {
    if (!oneByOne || phase !== 'ready' || positioned) return;
    const first = items.findIndex((item) => !clock.locked(item.question.id));
    setCurrent(Math.max(first, 0));
    setPositioned(true);
  }, [oneByOne, phase, positioned, items, clock]);
  const currentId = items[current]?.question.id;
  const questionFocus = useFocusOnQuestionChange(oneByOne ? currentId : undefined);
  const currentLocked = oneByOne && currentId !== undefined && clock.locked(currentId);
  const seen = useRef<{ id?: number; locked: boolean }>({ locked: false });
  useEffect(() => {
    const before = seen.current;
    if (before.id === currentId && !before.locked && currentLocked && current < items.length - 1) {
      if (focusIsOnQuestions()) questionFocus.request();
      setCurrent(current + 1);
    }
    seen.current = { id: currentId, locked: currentLocked };
  }, [current, currentId, currentLocked, items.length, questionFocus]);

  useEffect(() => {
    if (phase === 'ready') keepPaperOffline();
  }, [phase]);

  const remainingMs = paper ? paper.deadline - now : 0;
  const answerOf = (id: number) => record.answers[String(id)];
  const answered = (id: number) => isAnswered(answerOf(id)?.answer);
  const doubtful = (id: number) => Boolean(answerOf(id)?.doubtful);

  const submit = useCallback(
    (reason: TSubmitPaper['reason']) => {
      setConfirming(false);
      setTimeUp(false);
      void session.submit(reason).then((refusal) => {
        if (refusal) feedback.error(refusal);
      });
    },
    [session.submit],
  );

  // Time-out: a 3 s notice, then the automatic submit.
  useEffect(() => {
    if (phase === 'ready' && paper && remainingMs <= 0) setTimeUp(true);
  }, [phase, paper, remainingMs]);

  // Closed book: the first departure is warned about, the next one submits.
  useEffect(() => {
    if (!paper?.closedBook || phase !== 'ready') return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') setLeaves((count) => count + 1);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [paper?.closedBook, phase]);
  useEffect(() => {
    if (leaves === 1) setWarnLeave(true);
    if (leaves >= 2 && phase === 'ready') submit(ExamCloseReason.leave);
  }, [leaves, phase, submit]);

  // Refresh and closing the tab ask first; in-app navigation (back included) asks through the blocker.
  useEffect(() => {
    if (!inProgress) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [inProgress]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => inProgress && currentLocation.pathname !== nextLocation.pathname,
  );

  if (phase === 'loading') {
    return (
      <div className="paper-loading" data-testid="paper-loading">
        <Spin size="large" />
      </div>
    );
  }
  if (phase === 'missing') {
    return (
      <div data-testid="paper-not-found">
        <Result
          status="404"
          title={<h1 className="page-title">{t('paper.notFoundTitle')}</h1>}
          subTitle={t('paper.notFound')}
          extra={<Link to="/exam/list">{t('paper.backToList')}</Link>}
        />
      </div>
    );
  }
  if (phase === 'error' || !paper) {
    return (
      <Result
        status="error"
        title={t('paper.loadFailed')}
        subTitle={session.error}
        extra={<Button onClick={session.retry}>{t('actions.retry', { ns: 'common' })}</Button>}
      />
    );
  }
  if (phase === 'submitted') return <PaperResult result={session.result} batchId={paper.batchId} />;

  const earliestLeft = paper.earliestSubmitTime - now;
  const unanswered = items.filter((item) => !answered(item.question.id)).length;
  const doubtfulCount = items.filter((item) => doubtful(item.question.id)).length;
  const visible = oneByOne ? items.slice(current, current + 1) : items;
  const goTo = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    const id = items[next]?.question.id;
    if (id === undefined) return;
    if (oneByOne && next !== current) {
      questionFocus.request();
      setCurrent(next);
      return;
    }
    focusQuestion(id, { preventScroll: true });
    document.getElementById(`q-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="paper" data-testid="exam-paper" data-attempt-id={attemptId}>
      <a className="skip-link" href="#answer-card" data-testid="skip-to-answer-card">
        {t('paper.skipToAnswerCard')}
      </a>
      <header className="paper-header">
        <div className="paper-header__title">
          <h1>{paper.examName}</h1>
          <span>
            {paper.timeLimit > 0
              ? t('paper.summary', {
                  count: paper.questionCount,
                  total: paper.totalScore,
                  minutes: paper.timeLimit,
                })
              : t('paper.summaryUnlimited', { count: paper.questionCount, total: paper.totalScore })}
          </span>
        </div>
        <div className="paper-header__tools">
          <SaveIndicator state={session.syncState} />
          <Countdown remainingMs={remainingMs} />
          <Tooltip
            title={
              earliestLeft > 0
                ? t('paper.earliestSubmit', { count: Math.ceil(earliestLeft / 60_000) })
                : undefined
            }
          >
            <Button
              type="primary"
              disabled={earliestLeft > 0}
              loading={phase === 'submitting'}
              onClick={() => setConfirming(true)}
              data-testid="paper-submit"
            >
              {phase === 'submitting' ? t('paper.submitting') : t('paper.submit')}
            </Button>
          </Tooltip>
        </div>
      </header>
      {paper.closedBook ? (
        <Alert type="warning" banner message={t('paper.closedBookBanner')} data-testid="closed-book-banner" />
      ) : null}
      {session.offlineLoaded ? (
        <Alert type="info" banner message={t('paper.offlineLoaded')} data-testid="offline-loaded" />
      ) : null}
      {session.submitRetrying ? (
        <Alert type="error" banner message={t('paper.submitRetrying')} data-testid="submit-retrying" />
      ) : null}
      <div className="paper-body">
        {/* The layout's <main> holds the paper; a second one would nest landmarks. */}
        <div className="paper-questions">
          {visible.map((item) => (
            <PaperQuestion
              key={item.question.id}
              item={item}
              value={answerOf(item.question.id)?.answer ?? null}
              doubtful={doubtful(item.question.id)}
              locked={clock.locked(item.question.id) || phase !== 'ready'}
              secondsLeft={oneByOne ? clock.secondsLeft(item.question.id) : null}
              showGroupStem={oneByOne || items[item.number - 2]?.group !== item.group}
              onChange={(next) => session.setAnswer(item.question.id, next)}
              onToggleDoubtful={() => session.toggleDoubtful(item.question.id)}
            />
          ))}
          {oneByOne ? (
            <nav className="paper-steps">
              <Button disabled={current === 0} onClick={() => goTo(current - 1)} data-testid="paper-prev">
                {t('paper.prev')}
              </Button>
              <span>
                {current + 1} / {items.length}
              </span>
              <Button
                disabled={current >= items.length - 1}
                onClick={() => goTo(current + 1)}
                data-testid="paper-next"
              >
                {t('paper.next')}
              </Button>
            </nav>
          ) : null}
        </div>
        <AnswerCard
          sections={paper.sections}
          items={items}
          answered={answered}
          doubtful={doubtful}
          locked={clock.locked}
          current={oneByOne ? current + 1 : null}
          onPick={(item) => goTo(item.number - 1)}
        />
      </div>
      <SubmitConfirm
        open={confirming}
        unanswered={unanswered}
        doubtful={doubtfulCount}
        onContinue={() => setConfirming(false)}
        onSubmit={() => submit(ExamCloseReason.manual)}
      />
      <TimeUpNotice open={timeUp && phase === 'ready'} onSubmit={() => submit(ExamCloseReason.timeout)} />
      <LeaveWarning open={warnLeave} onClose={() => setWarnLeave(false)} />
      <LeaveGuard
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  );
}
