// The built web apps as the server serves them: /admin and /admin/* get the back office's admin.html, every
// other page path the learner site's index.html, an unknown API path the 404 envelope.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app-factory.ts';

let testApp: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'elearning-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<title>learner</title>');
  writeFileSync(path.join(webDir, 'admin.html'), '<title>admin</title>');
  testApp = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('web pages', () => {
  it('serves the back office at /admin and below, the learner site elsewhere', async () => {
    for (const url of ['/admin', '/admin/', '/admin/course/list?id=3', '/admin/login']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toBe('<title>admin</title>');
    }
    for (const url of ['/', '/home', '/administrator', '/course/detail?id=1']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toBe('<title>learner</title>');
    }
  });

  it('answers an unknown API path with the 404 envelope, not a page', async () => {
    const reply = await get('/api/admin/nothing-here');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ resCode: 404 });
  });
});
