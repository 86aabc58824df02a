// The layout check itself: a tree that follows every rule passes, and each planted violation is reported
// (and fails the command-line run, as `npm test` runs it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLayout } from './check-layout.mjs';

type Violation = { rule: string; where: string; message: string };

const MODULE = 'apps/server/src/modules/course';
/** Source text of a template literal that starts with an interpolation: `${base}<rest>`. */
const afterBase = (rest: string) => `\`\${base}${rest}\``;
const GOOD_TREE: Record<string, string> = {
  'docs/original-api/learner-calls.json': JSON.stringify([
    { domain: 'course', method: 'GET', path: '/api/manage/v1/course/getCourse' },
  ]),
  'docs/original-api/admin-calls.json': JSON.stringify([
    { domain: 'system', method: 'GET', resolved: '/api/blade-system/dict-biz/list' },
  ]),
  [`${MODULE}/routes.ts`]:
    "import { coursePaths } from '@elearning/shared';\napp.get(coursePaths.getCourse);\n",
  [`${MODULE}/routes-pages.ts`]: "import { actorOf } from '../../core/actor.ts';\n",
  [`${MODULE}/policy.ts`]: "import { sql } from 'drizzle-orm';\nexport const visible = sql`true`;\n",
  [`${MODULE}/presenter.ts`]: 'export const present = 1;\n',
  [`${MODULE}/catalog-service.ts`]: "import { courses } from '../../db/schema/index.ts';\n",
  [`${MODULE}/queries.ts`]: 'export const columns = 1;\n',
  [`${MODULE}/test-factories.ts`]: 'export const makeCourse = 1;\n',
  [`${MODULE}/course-pages.test.ts`]: `${'// long tests are fine\n'.repeat(400)}`,
  'apps/server/src/modules/health/routes.ts': "app.get(healthPaths.health, () => ({ status: 'ok' }));\n",
  'apps/server/src/modules/health/health.test.ts': 'export {};\n',
  'apps/server/src/core/notes.ts': '// GET /api/manage/v1/course/getCourse is served by the course module\n',
  'packages/shared/src/course/paths.ts':
    "export const coursePaths = { getCourse: '/api/manage/v1/course/getCourse' } as const;\n",
  'packages/shared/src/index.ts': "export * from './course/paths.ts';\n",
  'apps/web/src/features/course/api.ts': `const url = ${afterBase('/assets/x.png')}; const page = '/course/detail';\n`,
  'apps/web/src/features/home/pages/HomePage.tsx': 'export const HomePage = 1;\n',
  'apps/web/src/i18n/zh-CN/course.ts': 'export default {};\n',
  'apps/web/src/i18n/zh-CN/common.ts': 'export default {};\n',
  'e2e/specs/course.spec.ts': "await page.goto('/course/detail?id=1');\n",
  'bench/targets/course.ts': 'export const target = coursePaths.getCourse;\n',
};

let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const remove = (file: string) => rmSync(path.join(root, file), { recursive: true });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'layout-'));
  for (const [file, text] of Object.entries(GOOD_TREE)) write(file, text);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('layout check', () => {
  it('passes a tree that follows every rule', () => {
    expect(checkLayout(root)).toEqual([]);
  });

  const plants: { name: string; plant: () => void; expected: Partial<Violation> }[] = [
    {
      name: 'a module without policy.ts',
      plant: () => remove(`${MODULE}/policy.ts`),
      expected: { where: MODULE, message: 'missing policy.ts' },
    },
    {
      name: 'a module without a presenter',
      plant: () => remove(`${MODULE}/presenter.ts`),
      expected: { where: MODULE, message: 'missing presenter.ts (or presenter-<group>.ts)' },
    },
    {
      name: 'a module without an <action>-service.ts',
      plant: () => remove(`${MODULE}/catalog-service.ts`),
      expected: { where: MODULE, message: 'missing an <action>-service.ts' },
    },
    {
      name: 'a module without test-factories.ts',
      plant: () => remove(`${MODULE}/test-factories.ts`),
      expected: { where: MODULE, message: 'missing test-factories.ts' },
    },
    {
      name: 'a module without routes.ts',
      plant: () => remove(`${MODULE}/routes.ts`),
      expected: { where: MODULE, message: 'missing routes.ts' },
    },
    {
      name: 'a module without a <domain>-<group>.test.ts',
      plant: () => remove(`${MODULE}/course-pages.test.ts`),
      expected: { where: MODULE, message: 'missing a course-<group>.test.ts' },
    },
    {
      name: 'a test not named after its domain',
      plant: () => write(`${MODULE}/pages.test.ts`, ''),
      expected: { where: `${MODULE}/pages.test.ts`, message: 'tests are named course-<group>.test.ts' },
    },
    {
      name: 'a plain service.ts',
      plant: () => write(`${MODULE}/service.ts`, ''),
      expected: { where: `${MODULE}/service.ts` },
    },
    {
      name: 'a <group>-routes.ts',
      plant: () => write(`${MODULE}/lecturer-routes.ts`, ''),
      expected: { where: `${MODULE}/lecturer-routes.ts`, message: 'split route files are routes-<group>.ts' },
    },
    {
      name: 'a <group>-presenter.ts',
      plant: () => write(`${MODULE}/record-presenter.ts`, ''),
      expected: { where: `${MODULE}/record-presenter.ts` },
    },
    {
      name: 'a route file importing drizzle-orm',
      plant: () => write(`${MODULE}/routes.ts`, "import { eq } from 'drizzle-orm';\n"),
      expected: { rule: 'thin route files', where: `${MODULE}/routes.ts`, message: 'imports drizzle-orm' },
    },
    {
      name: 'a route file importing the schema',
      plant: () =>
        write(`${MODULE}/routes-pages.ts`, "import { courses } from '../../db/schema/index.ts';\n"),
      expected: { rule: 'thin route files', where: `${MODULE}/routes-pages.ts` },
    },
    {
      name: 'a route file importing jose',
      plant: () => write(`${MODULE}/routes.ts`, "import { SignJWT } from 'jose';\n"),
      expected: { rule: 'thin route files', message: 'imports jose' },
    },
    {
      name: 'a route file writing SQL',
      plant: () => write(`${MODULE}/routes-pages.ts`, 'const rows = await db.execute(sql`select 1`);\n'),
      expected: { rule: 'thin route files', where: `${MODULE}/routes-pages.ts` },
    },
    {
      name: 'an /api path in a web api.ts',
      plant: () =>
        write('apps/web/src/features/course/api.ts', "http.get('/api/manage/v1/course/getCourse');\n"),
      expected: { where: 'apps/web/src/features/course/api.ts:1' },
    },
    {
      name: 'an original prefix without /api in a bench target',
      plant: () => write('bench/targets/course.ts', 'const p = "/manage/v1/course/getCourse";\n'),
      expected: { where: 'bench/targets/course.ts:1' },
    },
    {
      name: 'a back-office prefix in a template literal of an e2e spec',
      plant: () =>
        write('e2e/specs/course.spec.ts', `\n\nawait fetch(${afterBase('/blade-system/dict-biz/list')});\n`),
      expected: { where: 'e2e/specs/course.spec.ts:3' },
    },
    {
      name: "a relative 'api/…' path in a server file",
      plant: () => write('apps/server/src/core/notes.ts', "export const p = 'api/msg/v1/msg/notify';\n"),
      expected: { where: 'apps/server/src/core/notes.ts:1' },
    },
    {
      name: 'an /api path in a shared file other than paths.ts',
      plant: () => write('packages/shared/src/course/constants.ts', "export const WS = '/api/ws';\n"),
      expected: { where: 'packages/shared/src/course/constants.ts:1' },
    },
    {
      name: 'a source file over 300 lines',
      plant: () => write(`${MODULE}/catalog-service.ts`, 'export {};\n'.repeat(301)),
      expected: { where: `${MODULE}/catalog-service.ts`, message: '301 lines' },
    },
    {
      name: 'a module without its shared folder',
      plant: () => remove('packages/shared/src/course'),
      expected: { where: MODULE, message: 'no packages/shared/src/course/' },
    },
    {
      name: 'a module without its web feature',
      plant: () => remove('apps/web/src/features/course'),
      expected: { where: MODULE, message: 'no apps/web/src/features/course/' },
    },
    {
      name: 'a web feature under another name',
      plant: () => write('apps/web/src/features/myTask/api.ts', ''),
      expected: { where: 'apps/web/src/features/myTask' },
    },
    {
      name: 'a shared folder under another name',
      plant: () => write('packages/shared/src/schemas/course.ts', ''),
      expected: { where: 'packages/shared/src/schemas' },
    },
    {
      name: 'a locale namespace under another name',
      plant: () => write('apps/web/src/i18n/zh-CN/myTask.ts', ''),
      expected: { where: 'apps/web/src/i18n/zh-CN/myTask.ts' },
    },
  ];

  it.each(plants)('reports $name', ({ plant, expected }) => {
    plant();
    expect(checkLayout(root)).toContainEqual(expect.objectContaining(expected));
  });

  it('fails the command-line run and lists the violation', () => {
    write(`${MODULE}/routes.ts`, "import { eq } from 'drizzle-orm';\n");
    const script = path.join(import.meta.dirname, 'check-layout.mjs');
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`${MODULE}/routes.ts: imports drizzle-orm`);
    expect(run.stdout).toContain('layout check: 1 violation ');
  });

  it('passes the command-line run of a clean tree', () => {
    const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'check-layout.mjs'), root], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('layout check: ok');
  });
});
