// Browser test of the rich-text editor's image upload (issue 4): the learner opens a course's experiences
// tab, picks a PNG (generated here) with the editor's image button, sees it drawn inside the editor from our own file URL,
// saves the experience and sees the image drawn in the saved experience too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { coursePaths, filePaths, type TCourseCard, type TPage } from '@elearning/shared';
import type { Browser, Locator } from 'playwright-core';
import { apiCall, apiLogin, launchBrowser, newContext, screenshot } from '../lib/browser.ts';
import { signedInPage } from '../lib/shell.ts';

const SIZE = 48;

/** A valid SIZE×SIZE PNG of one opaque colour: big enough to see in the screenshots. */
function solidPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(SIZE * 3, Buffer.from([0x1f, 0x6f, 0xeb]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: SIZE }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The folder of both our file URLs and their signed form (`/api/common/v1/`). */
const FILE_API = filePaths.file.slice(0, filePaths.file.indexOf('file/'));

/** Waits for an `<img>` under `scope` whose src is one of our stored files and that the browser decoded. */
async function renderedImage(scope: Locator): Promise<{ src: string; naturalWidth: number }> {
  const image = scope.locator(`img[src*="${FILE_API}"]`).first();
  await image.waitFor();
  await image.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
  return image.evaluate((img: HTMLImageElement) => ({
    src: img.getAttribute('src') ?? '',
    naturalWidth: img.naturalWidth,
  }));
}

describe('rich-text editor images', () => {
  let browser: Browser;
  let courseId: number;

  before(async () => {
    browser = await launchBrowser();
    const learner = await apiLogin('learner');
    const courses = await apiCall<TPage<TCourseCard>>(
      learner.access_token,
      'GET',
      `${coursePaths.foregroundCourseList}?pageNo=1&pageSize=1`,
    );
    const first = courses.data[0];
    assert.ok(first, 'the demo data has a course the learner can find');
    courseId = first.id;
  });
  after(async () => {
    await browser?.close();
  });

  it('uploads a picked image into the editor, shows it, and shows it in the saved experience', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    await page.goto(`/course/detail?id=${courseId}&tab=experience`);
    const panel = page.getByTestId('experience-panel');
    await panel.waitFor();
    const editor = page.getByTestId('experience-editor-content');
    await editor.waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('experience-editor-image').click();
    await (await chooser).setFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: solidPng() });

    const inEditor = await renderedImage(editor);
    assert.match(inEditor.src, /^\/api\/common\/v1\/(signed-)?file\//);
    assert.equal(inEditor.naturalWidth, SIZE, "the editor's image is drawn");
    await page.mouse.move(0, 0); // no tooltip over the tabs
    await screenshot(page, 'editor-image');

    const submit = page.getByTestId('experience-submit');
    assert.equal(await submit.isEnabled(), true, 'an image alone is enough to submit');
    await submit.click();
    const saved = page
      .getByTestId('experience-item')
      .filter({ has: page.locator(`img[src="${inEditor.src}"]`) });
    await saved.first().waitFor();
    const inList = await renderedImage(saved.first());
    assert.equal(inList.src, inEditor.src);
    assert.equal(inList.naturalWidth, SIZE, 'the saved image is drawn');
    // The composer starts empty again.
    assert.equal(await editor.locator('img').count(), 0);
    await screenshot(page, 'editor-image-saved');
    await context.close();
  });
});
