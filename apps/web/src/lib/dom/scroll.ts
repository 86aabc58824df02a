// Smooth scroll to the top over a fixed duration (the pager's 800 ms, SPEC §2), instant when the user
// prefers reduced motion.
export function scrollToTop(durationMs: number): void {
  if (typeof window === 'undefined') return;
  const start = window.scrollY;
  if (start <= 0) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || durationMs <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
