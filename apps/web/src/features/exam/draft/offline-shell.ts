// Lets the paper reopen after a reload without network: registers the exam service worker and hands it
// the page and the files this page loaded, which it keeps (public/exam-sw.js). Answers and the paper
// itself live in local storage; the worker only keeps the app shell.
const WORKER_URL = '/exam-sw.js';

export function keepPaperOffline(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  // The toast and dialog hosts load on first use; an offline reload that has to show one (a failed call)
  // must find them in the kept files, so they are fetched now.
  import('../../../app/feedback-hosts.tsx')
    .catch(() => undefined)
    .then(() => navigator.serviceWorker.register(WORKER_URL))
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${location.origin}/assets/`));
      registration.active?.postMessage({ type: 'keep-paper', page: location.href, files });
    })
    .catch(() => undefined);
}
