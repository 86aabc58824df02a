// The layout check (`npm test`, static step): the rules of CONTRIBUTING.md that a machine can check — the
// module file set, thin route files, API paths only in the shared path constants, files under 300 lines,
// and one name per domain across server, shared and web. `node scripts/check-layout.mjs [root]` prints
// every violation and exits 1 when there is any; `checkLayout(root)` returns them (for its own test).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Modules without data of their own: exempt from the module file set and from the shared/web folders. */
const INFRASTRUCTURE = {
  health: 'a liveness probe: no data, no policy, nothing to present',
  realtime: 'the websocket endpoint over realtime/hub.ts: no data of its own',
};

/** Server modules whose web side is not `features/<domain>/` (null: no pages of their own). */
const WEB_SIDE = {
  health: null,
  realtime: null, // the client side is lib/realtime, used by the app shell
  tracking: null, // page views are sent by the app shell's router, there are no pages
  auth: 'session', // the web side of auth is the shell's signed-in state; sign-in itself is an account page
};

/** Web feature folders that are not a server module. */
const WEB_ONLY = {
  home: "the home page, made of other domains' boxes",
  learn: "the learning-resources page (/learn/list), made of My Task's course lists",
};

/** Folders of packages/shared/src that are not a server module (yet), each with its reason. */
const SHARED_ONLY = {
  common: 'the pieces every domain uses: constants, shared enums, validation, reply shapes, failures',
  // Domains whose enums, messages and errors SPEC fixes before their issue builds the server module.
  achievement: 'medal types; the achievements issue adds the module',
  'study-map': 'ability route types and radar constants; the study-map issue adds the module',
};

/** Locale namespaces of the app shell rather than of a domain. */
const SHELL_NAMESPACES = ['index', 'common', 'layout', 'routes', 'admin'];

/**
 * Files allowed to spell an API path, each with its reason. Paths belong in
 * packages/shared/src/<domain>/paths.ts; keep this list short.
 */
const PATH_LITERAL_EXCEPTIONS = {
  'apps/server/src/core/opening-routes.test.ts': 'tests the opening-path machinery on made-up routes',
  'apps/web/src/lib/http/paths.test.ts': "tests the request layer's own path handling",
  'apps/web/src/lib/http/client.test.ts': "tests the request layer's own path handling",
  'apps/server/src/modules/health/health-status.test.ts': 'asks for a made-up path to see the 404 envelope',
  'apps/server/src/test/web-pages.test.ts':
    'asks for a made-up path under /api/admin to see the 404 envelope',
  'e2e/run.mjs': 'plain Node without a TypeScript loader: cannot import the shared constants',
  'bench/lib/protocol.ts': "defines the bench server's own ceiling route, not a product path",
};

const MAX_LINES = 300;
const SOURCE_EXT = /\.(ts|tsx|js|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'test-results', 'screenshots', 'results']);
const PATH_SCAN_DIRS = ['apps/server/src', 'apps/web/src', 'e2e', 'bench', 'packages/shared/src'];
const SIZE_SCAN_DIRS = ['apps', 'packages'];

function walk(dir, files = []) {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(full, files);
    } else if (SOURCE_EXT.test(entry.name)) files.push(full);
  }
  return files;
}

const subdirs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const isRouteFile = (name) => /^routes(-[\w-]+)?\.ts$/.test(name) || /-routes\.ts$/.test(name);

function checkModuleFiles(domain, files, report) {
  const where = `apps/server/src/modules/${domain}`;
  const need = (ok, what) => ok || report('module file set', where, `missing ${what}`);
  need(files.includes('routes.ts'), 'routes.ts');
  need(files.includes('policy.ts'), 'policy.ts');
  need(
    files.some((name) => /^presenter(-[\w-]+)?\.ts$/.test(name)),
    'presenter.ts (or presenter-<group>.ts)',
  );
  need(
    files.some((name) => /^[\w-]+-service\.ts$/.test(name)),
    'an <action>-service.ts',
  );
  need(files.includes('test-factories.ts'), 'test-factories.ts');
  need(
    files.some((name) => name.startsWith(`${domain}-`) && name.endsWith('.test.ts')),
    `a ${domain}-<group>.test.ts`,
  );
  for (const name of files) {
    const file = `${where}/${name}`;
    if (name === 'service.ts')
      report('module file set', file, 'name services by action: <action>-service.ts');
    if (/-routes\.ts$/.test(name)) report('module file set', file, 'split route files are routes-<group>.ts');
    if (/-presenter\.ts$/.test(name))
      report('module file set', file, 'split presenters are presenter-<group>.ts');
    if (name.endsWith('.test.ts') && !name.startsWith(`${domain}-`))
      report('module file set', file, `tests are named ${domain}-<group>.test.ts`);
  }
}

/** Imports and SQL a route file must not contain (routes parse, ask a service, present). */
function checkRouteFile(file, text, report) {
  const imports = [...text.matchAll(/(?:from\s+|import\s*\(?\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]);
  for (const spec of imports) {
    if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/'))
      report('thin route files', file, `imports ${spec}`);
    if (/(^|\/)db\/schema(\/|\.ts$|$)/.test(spec)) report('thin route files', file, `imports ${spec}`);
    if (spec === 'jose') report('thin route files', file, 'imports jose');
  }
  if (/\bsql\s*`/.test(text) || /\bsql\.raw\s*\(/.test(text))
    report('thin route files', file, 'writes SQL (move it to a service or queries.ts)');
}

/** `/a/b` prefixes of every original call (learner and back office) and of the shared path constants. */
function apiPrefixes(root) {
  const raw = [];
  for (const name of ['learner-calls.json', 'admin-calls.json']) {
    const file = path.join(root, 'docs/original-api', name);
    if (!existsSync(file)) continue;
    for (const call of JSON.parse(readFileSync(file, 'utf8'))) raw.push(call.path ?? call.resolved ?? '');
  }
  for (const file of walk(path.join(root, 'packages/shared/src'))) {
    if (!/^paths(-[\w-]+)?\.ts$/.test(path.basename(file))) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`](\/[^'"`]+)['"`]/g)) raw.push(match[1]);
  }
  const prefixes = new Set();
  for (const value of raw) {
    const segments = value
      .replace(/^\$\{[^}]*\}/, '')
      .replace(/\/{2,}/g, '/')
      .replace(/^\/?api\//, '/')
      .split('/');
    const [first, second] = [segments[1], segments[2]];
    if (first && second && /^[a-z][\w-]*$/i.test(first) && /^[a-z][\w-]*$/i.test(second))
      prefixes.add(`${first}/${second}`);
  }
  return [...prefixes];
}

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string (or template part) that starts with an API path: after a quote, a backtick or `${…}`. */
function pathLiteralPattern(prefixes) {
  const original = prefixes.map(escapeRegExp).join('|');
  return new RegExp(`['"\`}]\\/?(?:api\\/[\\w-]|(?:${original})(?=[/'"\`?]))`);
}

/** Source without comments, line numbers kept (a path named in a comment is documentation). */
function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => line.replace(/(^|\s)\/\/.*$/, '$1'));
}

function isPathConstantsFile(relative) {
  return /^packages\/shared\/src\/[\w-]+\/paths(-[\w-]+)?\.ts$/.test(relative);
}

function checkPathLiterals(root, report) {
  const pattern = pathLiteralPattern(apiPrefixes(root));
  for (const dir of PATH_SCAN_DIRS) {
    for (const file of walk(path.join(root, dir))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (isPathConstantsFile(relative) || relative in PATH_LITERAL_EXCEPTIONS) continue;
      withoutComments(readFileSync(file, 'utf8')).forEach((line, index) => {
        const hit = line.match(pattern);
        if (hit)
          report(
            'API paths only in packages/shared/src/<domain>/paths.ts',
            `${relative}:${index + 1}`,
            line.slice(hit.index, hit.index + 60).trim(),
          );
      });
    }
  }
}

const sizeExempt = (relative) =>
  /\.(test|spec)\./.test(relative) ||
  /\/(migrations|drizzle)\//.test(relative) ||
  relative.endsWith('.d.ts') ||
  relative.includes('generated');

function checkFileSizes(root, report) {
  for (const dir of SIZE_SCAN_DIRS) {
    for (const file of walk(path.join(root, dir))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (!/\.tsx?$/.test(relative) || sizeExempt(relative)) continue;
      const lines = (readFileSync(file, 'utf8').match(/\n/g) ?? []).length;
      if (lines > MAX_LINES) report(`files of at most ${MAX_LINES} lines`, relative, `${lines} lines`);
    }
  }
}

function checkDomainNames(root, modules, report) {
  const rule = 'one name per domain';
  const sharedDirs = subdirs(path.join(root, 'packages/shared/src'));
  const webDirs = subdirs(path.join(root, 'apps/web/src/features'));
  for (const domain of modules) {
    if (domain in INFRASTRUCTURE) continue;
    if (!sharedDirs.includes(domain))
      report(rule, `apps/server/src/modules/${domain}`, `no packages/shared/src/${domain}/`);
    const web = domain in WEB_SIDE ? WEB_SIDE[domain] : domain;
    if (web !== null && !webDirs.includes(web))
      report(rule, `apps/server/src/modules/${domain}`, `no apps/web/src/features/${web}/`);
  }
  for (const dir of sharedDirs)
    if (!modules.includes(dir) && !(dir in SHARED_ONLY))
      report(rule, `packages/shared/src/${dir}`, 'not the name of a server module');
  const webOfModules = new Set(modules.map((domain) => (domain in WEB_SIDE ? WEB_SIDE[domain] : domain)));
  for (const dir of webDirs)
    if (!webOfModules.has(dir) && !(dir in WEB_ONLY))
      report(
        rule,
        `apps/web/src/features/${dir}`,
        'not the name of a server module (or a listed web-only feature)',
      );
  const namespaces = new Set([...modules, ...webDirs, ...SHELL_NAMESPACES]);
  for (const locale of subdirs(path.join(root, 'apps/web/src/i18n'))) {
    for (const file of readdirSync(path.join(root, 'apps/web/src/i18n', locale))) {
      const name = file.replace(/\.tsx?$/, '');
      if (!namespaces.has(name))
        report(rule, `apps/web/src/i18n/${locale}/${file}`, 'a locale namespace is named after its domain');
    }
  }
}

/** Every violation of the layout rules under `root`, as { rule, where, message }. */
export function checkLayout(root) {
  const violations = [];
  const report = (rule, where, message) => violations.push({ rule, where, message });
  const modulesDir = path.join(root, 'apps/server/src/modules');
  const modules = subdirs(modulesDir).sort();
  for (const domain of modules) {
    const files = readdirSync(path.join(modulesDir, domain)).filter((name) =>
      statSync(path.join(modulesDir, domain, name)).isFile(),
    );
    if (!(domain in INFRASTRUCTURE)) checkModuleFiles(domain, files, report);
    for (const name of files.filter(isRouteFile))
      checkRouteFile(
        `apps/server/src/modules/${domain}/${name}`,
        readFileSync(path.join(modulesDir, domain, name), 'utf8'),
        report,
      );
  }
  checkPathLiterals(root, report);
  checkFileSizes(root, report);
  checkDomainNames(root, modules, report);
  return violations;
}

function main() {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const violations = checkLayout(root);
  if (violations.length === 0) {
    console.log('layout check: ok');
    return;
  }
  const byRule = new Map();
  for (const violation of violations)
    byRule.set(violation.rule, [...(byRule.get(violation.rule) ?? []), violation]);
  for (const [rule, list] of byRule) {
    console.log(`\n${rule} (${list.length}):`);
    for (const { where, message } of list) console.log(`  ${where}: ${message}`);
  }
  const count = `${violations.length} violation${violations.length === 1 ? '' : 's'}`;
  console.log(`\nlayout check: ${count} (the rules: CONTRIBUTING.md)`);
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
