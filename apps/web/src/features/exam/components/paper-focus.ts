// Keyboard focus on the exam paper (issue 19 item 5): moving to another question — 下一题, 上一题, the answer
// card, or answer mode 2 moving on from a locked question — puts focus on that question's first answer
// control, so a keyboard user answers at once instead of tabbing through the page under the question's
// clock. A locked question has no enabled control: its article takes the focus instead.
import { useEffect, useRef } from 'react';

/** Focuses the first enabled answer control of question `id` (never its doubtful flag). */
export function focusQuestion(id: number, options: FocusOptions = {}): void {
  const article = document.getElementById(`q-${id}`);
  if (!article) return;
  const controls = article.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  const first = [...controls].find(
    (control) => !control.disabled && control.type !== 'hidden' && !control.closest('.paper-question__doubt'),
  );
  (first ?? article).focus(options);
}

/** Whether focus is on a question of the paper or was lost with a question that left the screen. */
export function focusIsOnQuestions(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.closest('.paper-questions') !== null;
}

/**
 * Answer mode 2 shows one question at a time: `request()` before changing the question, and once the new
 * one is on screen the first of its controls is focused.
 */
export function useFocusOnQuestionChange(questionId: number | undefined): { request: () => void } {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || questionId === undefined) return;
    pending.current = false;
    focusQuestion(questionId);
  }, [questionId]);
  const request = useRef(() => {
    pending.current = true;
  }).current;
  return { request };
}
