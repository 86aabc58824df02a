// The remaining time of the paper, by the server's clock: hh:mm:ss, red in the last 5 minutes.
import { EXAM_RULES } from '@elearning/shared';
import { useTranslation } from 'react-i18next';

export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

export function Countdown({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation('exam');
  const warn = remainingMs <= EXAM_RULES.warnRemainingSeconds * 1000;
  return (
    <span
      className={`paper-countdown${warn ? ' paper-countdown--warn' : ''}`}
      data-testid="paper-countdown"
      data-warn={warn}
    >
      {t('paper.remaining')} <strong>{formatClock(remainingMs)}</strong>
    </span>
  );
}
