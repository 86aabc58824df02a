// The ring on the catalogue tab: a chapter's percent with its state text (未学习 / 学习中 / 已学习).
import { CHAPTER_STUDY_STATE_LABELS, ChapterStudyState } from '@elearning/shared';
import { useLang } from '../../../i18n/hooks.ts';
import './course-pieces.css';

const RADIUS = 9;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ProgressRing({ percent, state }: { percent: number; state: ChapterStudyState }) {
  const lang = useLang();
  const label = CHAPTER_STUDY_STATE_LABELS[state][lang];
  const value = Math.max(0, Math.min(100, percent));
  return (
    <span
      className={`progress-ring progress-ring--${state}`}
      data-testid="chapter-state"
      data-state={state}
      title={label}
    >
      <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden>
        <circle cx="11" cy="11" r={RADIUS} className="progress-ring__track" />
        <circle
          cx="11"
          cy="11"
          r={RADIUS}
          className="progress-ring__value"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
        />
      </svg>
      <span>{state === ChapterStudyState.studying ? `${value}%` : label}</span>
    </span>
  );
}
