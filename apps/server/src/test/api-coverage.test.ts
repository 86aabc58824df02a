// The original learner client's calls against the real route table: every call of a built domain is served
// at its original path and method, and docs/API.md's generated coverage table matches the app as it is.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_DOC,
  BUILT_ADMIN_DOMAINS,
  type CoverageRow,
  coverage,
  generatedPart,
  REGENERATE_COMMAND,
  readAdminInventory,
  readInventory,
  renderTable,
  unserved,
} from '../../../../scripts/api-coverage.ts';
import { createTestApp, type TestApp } from './app-factory.ts';

let testApp: TestApp;
let rows: CoverageRow[];
let adminRows: CoverageRow[];

beforeAll(async () => {
  testApp = await createTestApp();
  rows = coverage(testApp.app.routeTable, readInventory());
  adminRows = coverage(testApp.app.routeTable, readAdminInventory(), BUILT_ADMIN_DOMAINS);
});
afterAll(() => testApp.close());

describe('original learner API coverage', () => {
  it('serves every call of a built domain at its original path and method', () => {
    const missing = unserved(rows).map((row) => `${row.domain}: ${row.method} ${row.path}`);
    expect(missing, 'calls of built domains that no route serves').toEqual([]);
  });

  it('matches the generated table in docs/API.md', () => {
    const table = renderTable(rows);
    const written = generatedPart(readFileSync(API_DOC, 'utf8'));
    if (written !== table)
      expect.fail(`docs/API.md's original-call table is stale: run \`${REGENERATE_COMMAND}\` and commit it`);
  });

  it('classifies by path where the inventory is coarser than our domains', () => {
    // Rows are named by the original client's function, so no path is spelled here.
    const domainOfCall = (fn: string) => rows.find((row) => row.fns.includes(fn))?.domain;
    expect(domainOfCall('taskInfo')).toBe('homework'); // course.js, under /coursework/
    expect(domainOfCall('listCourseJob')).toBe('homework');
    expect(domainOfCall('zip')).toBe('file'); // myTask.js, the file service's zip download
    expect(domainOfCall('addViewLog')).toBe('study-plan'); // course.js, under /study/plan/
    expect(domainOfCall('liveStudentList')).toBe('live'); // myTask.js
    expect(domainOfCall('questionTodoNum')).toBe('questionnaire');
    expect(domainOfCall('myCourseCatalog')).toBe('my-task');
    expect(domainOfCall('uploadNew')).toBe('file');
    expect(domainOfCall('getCourseStudyDetail')).toBe('course');
  });
});

describe('original back-office API coverage', () => {
  it('serves every call a back-office page of a built domain makes, at its path and method', () => {
    const missing = unserved(adminRows).map((row) => `${row.domain}: ${row.method} ${row.path}`);
    expect(missing, 'back-office calls of built domains that no route serves').toEqual([]);
  });

  it('matches the generated back-office table in docs/API.md', () => {
    const table = renderTable(adminRows, BUILT_ADMIN_DOMAINS);
    const written = generatedPart(readFileSync(API_DOC, 'utf8'), 'admin');
    if (written !== table)
      expect.fail(`docs/API.md's back-office table is stale: run \`${REGENERATE_COMMAND}\` and commit it`);
  });
});
