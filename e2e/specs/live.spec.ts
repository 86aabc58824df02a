// Browser tests of lives on the demo data, with Chromium's fake camera and microphone. The lecturer goes
// live from /beginLive; a learner in a second browser context opens the live's page and the watch page,
// the video's currentTime advances for more than 10 s, the learner's chat message appears on the
// lecturer's page; the lecturer ends the live and the replay plays. Then an RTMP publish from ffmpeg (as
// OBS would) is watchable the same way. The delay from broadcaster to viewer is measured and printed.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import {
  livePaths,
  type TLiveIngest,
  type TLiveItem,
  type TLivePlayback,
  type TPage,
} from '@elearning/shared';
import { type Browser, chromium, type Page } from 'playwright-core';
import { apiCall, apiLogin, newContext, screenshot } from '../lib/browser.ts';
import { eventually, signedInPage } from '../lib/shell.ts';

const SINGLE_LIVE = '新任经理的第一堂课';
const CYCLE_LIVE = '每周产品答疑';

async function launchWithFakeMedia(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

async function liveIdOf(token: string, name: string): Promise<number> {
  const page = await apiCall<TPage<TLiveItem>>(
    token,
    'GET',
    `${livePaths.lecturerLives}?pageNo=1&pageSize=50`,
  );
  const live = page.data.find((item) => item.channelName === name);
  assert.ok(live, `demo live ${name}`);
  return live.liveId;
}

async function videoTime(page: Page): Promise<number> {
  return page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

/** Waits for the player to run, then checks currentTime keeps advancing for `seconds`. */
async function assertPlaysFor(page: Page, seconds: number) {
  await page.getByTestId('live-video').waitFor({ timeout: 30_000 });
  await eventually(async () => (await videoTime(page)) > 0.5, 'the video to start', 40_000);
  const first = await videoTime(page);
  await page.waitForTimeout(seconds * 1000 + 500);
  const second = await videoTime(page);
  assert.ok(second - first >= seconds - 1.5, `currentTime advanced ${second - first}s in ${seconds}s`);
}

describe('lives', () => {
  let browser: Browser;
  let lecturerToken: string;
  let learnerToken: string;

  before(async () => {
    browser = await launchWithFakeMedia();
    lecturerToken = (await apiLogin('lecturer')).access_token;
    learnerToken = (await apiLogin('learner')).access_token;
  });
  after(async () => {
    await browser?.close();
  });

  it('goes live from the browser, plays for the learner, carries chat, and ends into a replay', async () => {
    const liveId = await liveIdOf(lecturerToken, SINGLE_LIVE);
    const lecturer = await signedInPage(await newContext(browser), 'lecturer');
    await lecturer.goto(`/beginLive?id=${liveId}`);
    await lecturer.getByTestId('begin-preview').waitFor();
    await eventually(
      () =>
        lecturer.getByTestId('begin-preview').evaluate((video: HTMLVideoElement) => video.readyState >= 2),
      'the preview',
      15_000,
    );
    await lecturer.getByTestId('start-live').click();
    await lecturer.getByTestId('on-air').waitFor();
    await screenshot(lecturer, 'live-begin');

    const learner = await signedInPage(await newContext(browser), 'learner');
    await learner.goto('/live/list?status=live');
    await learner.getByTestId('live-card').filter({ hasText: SINGLE_LIVE }).first().waitFor();
    await screenshot(learner, 'live-list');
    await learner.goto(`/live/Detail?id=${liveId}`);
    await learner.getByTestId('watch-live').waitFor();
    await screenshot(learner, 'live-detail');
    await learner.getByTestId('watch-live').click();
    await learner.waitForURL((url) => url.pathname === '/live/WatchLive');
    await assertPlaysFor(learner, 10);

    // The delay: wall time since the broadcast started minus the media time the viewer is showing.
    const playback = await apiCall<TLivePlayback>(
      learnerToken,
      'GET',
      `${livePaths.playback}?liveId=${liveId}`,
    );
    const shown = await videoTime(learner);
    const delayMs = Date.now() - (playback.startedAt ?? Date.now()) - shown * 1000;
    console.log(`live delay (broadcast start → viewer's playhead): ${(delayMs / 1000).toFixed(1)} s`);
    assert.ok(delayMs < 12_000, `the viewer is ${delayMs} ms behind`);
    await screenshot(learner, 'live-watch');

    await learner.getByTestId('chat-input').fill('老师好，能听到');
    await learner.getByTestId('chat-send').click();
    await lecturer
      .getByTestId('chat-item')
      .filter({ hasText: '老师好，能听到' })
      .waitFor({ timeout: 10_000 });
    await screenshot(lecturer, 'live-begin-chat');

    await lecturer.getByTestId('end-live').click();
    await lecturer.getByRole('button', { name: /OK|确\s*定/ }).click();
    await lecturer.getByTestId('start-live').waitFor({ timeout: 20_000 });

    await learner.goto(`/live/Detail?id=${liveId}`);
    await learner.getByRole('tab', { name: '直播回放' }).click();
    await learner.getByTestId('replay-play').first().click();
    await learner.waitForURL((url) => url.pathname === '/live/replay');
    await assertPlaysFor(learner, 3);
    await screenshot(learner, 'live-replay');
  });

  it('takes an RTMP publish from ffmpeg (as OBS would) and plays it', async () => {
    const liveId = await liveIdOf(lecturerToken, CYCLE_LIVE);
    const ingest = await apiCall<TLiveIngest>(lecturerToken, 'POST', livePaths.broadcastStart, {
      liveId,
      source: 'rtmp',
      takeOver: true,
    });
    assert.match(ingest.rtmpUrl, /^rtmp:\/\/.+:\d+\/live$/);
    const target = `${ingest.rtmpUrl.replace(/^rtmp:\/\/[^:]+/, 'rtmp://127.0.0.1')}/${ingest.streamKey}`;
    // The listener may open a moment after the reply: a publisher that cannot connect tries again, as OBS does.
    let stopped = false;
    let publisher: ChildProcess | undefined;
    const publish = () => {
      if (stopped) return;
      publisher = spawn(
        'ffmpeg',
        [
          '-v',
          'error',
          '-re',
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=640x360:rate=25',
          '-f',
          'lavfi',
          '-i',
          'sine=frequency=440',
          '-t',
          '40',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-g',
          '25',
          '-c:a',
          'aac',
          '-f',
          'flv',
          target,
        ],
        { stdio: 'ignore' },
      );
      publisher.on('exit', () => {
        if (!stopped) setTimeout(publish, 500);
      });
    };
    publish();
    try {
      const learner = await signedInPage(await newContext(browser), 'learner');
      await learner.goto(`/live/WatchLive?id=${liveId}`);
      await assertPlaysFor(learner, 10);
      await screenshot(learner, 'live-watch-rtmp');
    } finally {
      stopped = true;
      publisher?.kill('SIGINT');
      await apiCall(lecturerToken, 'POST', livePaths.broadcastEnd, { liveId });
    }
  });
});
