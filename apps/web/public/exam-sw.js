// Exam service worker: keeps the app shell of the exam paper so that /exam/paper reopens after a reload
// without network (answers and the paper itself are in local storage). It caches only what the paper page
// hands it (the page and the build files it loaded), serves a navigation to /exam/paper from that copy
// when the network fails, and serves those files from it; everything else goes to the network untouched.
const CACHE = 'elearning-exam-shell-v1';
const SHELL = '/__exam-shell';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function keepPaper(page, files) {
  const cache = await caches.open(CACHE);
  const reply = await fetch(page, { credentials: 'same-origin' });
  if (reply.ok) await cache.put(SHELL, reply);
  const wanted = new Set(files);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/assets/') && !wanted.has(request.url)) await cache.delete(request);
  }
  await Promise.all(
    files.map(async (url) => {
      if (await cache.match(url)) return;
      const file = await fetch(url);
      if (file.ok) await cache.put(url, file);
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'keep-paper') return;
  event.waitUntil(keepPaper(data.page, Array.isArray(data.files) ? data.files : []).catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === '/exam/paper') {
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match(SHELL))
          .then((hit) => hit || Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});
