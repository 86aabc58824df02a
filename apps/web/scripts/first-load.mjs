// First-load JavaScript budget (issue 10): what a first visit to a route downloads before it can draw —
// the entry with its static imports, the route's lazy layout and page module with theirs, the page's i18n
// namespace files and, for pages drawn with antd, the antd scope — gzip-compressed (level 9), read from the
// Vite manifest of the last `vite build`. /login and /home must stay at or under 200 KB (1 KB = 1024 bytes);
// the other routes, and the back office's entry (admin.html), are reported for information. Pages come from src/app/routes/pages.ts, so a moved page
// fails loudly here instead of being measured as missing. `--verbose` lists each route's files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const LIMIT_KB = 200;

/** Each measured route: its layout and its key in `pages` (src/app/routes/pages.ts); budgeted or not. */
const routes = [
  { path: '/login', layout: 'src/app/layouts/AuthLayout.tsx', page: 'login', budgeted: true },
  { path: '/home', layout: 'src/app/layouts/MainLayout.tsx', page: 'home', budgeted: true },
  { path: '/message/list', layout: 'src/app/layouts/MainLayout.tsx', page: 'messageList', budgeted: false },
];

function fail(message) {
  console.error(`first-load: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestFile))
  fail(`no ${path.relative(process.cwd(), manifestFile)}: run the web build first`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const pagesSource = readFileSync(path.join(webRoot, 'src/app/routes/pages.ts'), 'utf8');

/** A page's module, i18n namespaces and whether it is plain markup, read from its entry in `pages`. */
function pageOf(key) {
  const start = pagesSource.search(new RegExp(`\\n  ${key}: `));
  if (start < 0) fail(`page '${key}' is not in src/app/routes/pages.ts`);
  const rest = pagesSource.slice(start + 1);
  const next = rest.slice(1).search(/\n {2}\w+: /);
  const entry = next < 0 ? rest : rest.slice(0, next + 1);
  const module = /import\('([^']+)'\)/.exec(entry)?.[1];
  if (!module) fail(`page '${key}' has no import() in src/app/routes/pages.ts`);
  const namespaces = [...(/withTexts\(\[([^\]]*)\]/.exec(entry)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
    (match) => match[1],
  );
  return {
    module: path.posix.join('src/app/routes', module),
    namespaces,
    plain: /^ {2}\w+: plain\(/.test(entry),
  };
}

/** The files a manifest key loads: its own chunk and, recursively, its static imports. */
function closure(key, seen) {
  const entry = manifest[key];
  if (!entry) fail(`'${key}' is not in the build's manifest (moved or renamed? update this script)`);
  if (seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const child of entry.imports ?? []) closure(child, seen);
  return seen;
}

const sizes = new Map();
function gzipKb(file) {
  if (!sizes.has(file))
    sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return sizes.get(file);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry');
let failed = false;

for (const route of routes) {
  const page = pageOf(route.page);
  const keys = [route.layout, page.module, ...page.namespaces.map((ns) => `src/i18n/zh-CN/${ns}.ts`)];
  if (!page.plain) keys.push('src/app/AntdScope.tsx');
  const files = keys.reduce((seen, key) => closure(key, seen), closure(entryKey, new Set()));
  const js = [...files].filter((file) => file.endsWith('.js'));
  const kb = js.reduce((sum, file) => sum + gzipKb(file), 0);
  const over = kb > LIMIT_KB;
  if (route.budgeted && over) failed = true;
  const verdict = route.budgeted
    ? over
      ? `OVER ${LIMIT_KB} KB`
      : `OK (budget ${LIMIT_KB} KB)`
    : '(not budgeted)';
  console.log(
    `${route.path.padEnd(14)} ${kb.toFixed(1).padStart(7)} KB gzip in ${js.length} files ${verdict}`,
  );
  if (process.argv.includes('--verbose')) {
    for (const file of js.sort((a, b) => gzipKb(b) - gzipKb(a)))
      console.log(`    ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
  }
}
// The back office is its own build (vite build --mode admin) with its own manifest: reported, not budgeted.
const adminManifestFile = path.join(dist, '.vite', 'admin-manifest.json');
if (existsSync(adminManifestFile)) {
  const adminManifest = JSON.parse(readFileSync(adminManifestFile, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const entry = adminManifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const child of entry.imports ?? []) visit(child);
  };
  visit('admin.html');
  const js = [...files].filter((file) => file.endsWith('.js'));
  const kb = js.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `${'/admin'.padEnd(14)} ${kb.toFixed(1).padStart(7)} KB gzip in ${js.length} files (back office, not budgeted)`,
  );
}
if (failed)
  console.error(
    'first-load: over budget. /login and /home are plain markup (no antd: components/plain.tsx; pages marked `plain` in src/app/routes/pages.ts); keep antd, editors, players and charts on lazily loaded parts.',
  );
process.exitCode = failed ? 1 : 0;
