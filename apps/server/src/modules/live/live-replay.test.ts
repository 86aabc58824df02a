// Replay progress through the real app: 'finished' counts (and live.watched, which pays points, is emitted
// once) only when the learner has been credited with REPLAY_WATCHED_SHARE of the replay — each save adding
// at most the clock since the last save and how far the playhead moved — and a hidden replay is not found.
import { liveEvents, livePaths } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/rows.ts';
import { domainEvents, users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, signInAs } from '../../test/factories.ts';
import { REPLAY_WATCHED_SHARE } from './replay-service.ts';
import { endOnAir, makeLive, putOnAir } from './test-factories.ts';

const DURATION_S = 100;

describe('live replay progress', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  async function makeReplay() {
    const live = await makeLive(testApp);
    const session = await putOnAir(testApp, live);
    await endOnAir(testApp, session.id, true, DURATION_S);
    return { live, replayId: session.id };
  }

  const save = (token: string, replayId: number, position: number, finished = false) =>
    api.post(livePaths.replayProgress, { replayId, position, finished }, { token });

  /** Moves the learner's last save `seconds` into the past, as if that much time had gone by. */
  const age = (replayId: number, userId: number, seconds: number) =>
    testApp.database.db.execute(
      sql`update live_replay_progress set updated_at = updated_at - make_interval(secs => ${seconds})
        where session_id = ${replayId} and user_id = ${userId}`,
    );

  const watchedEvents = async (liveId: number, userId: number) =>
    (
      await testApp.database.db
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(
          and(
            eq(domainEvents.type, liveEvents.watched),
            eq(domainEvents.subjectId, liveId),
            eq(domainEvents.userId, userId),
          ),
        )
    ).length;

  const progress = async (replayId: number, userId: number) =>
    queryRow(
      testApp.database.db,
      sql`select finished, watched_seconds from live_replay_progress
        where session_id = ${replayId} and user_id = ${userId}`,
      { finished: col.bool, watched_seconds: col.int },
    );

  it('does not take a forged finish, a seek to the end or an idle tab for watching', async () => {
    const { live, replayId } = await makeReplay();
    const learner = await makeSignedInUser(testApp);
    expect((await save(learner.token, replayId, 0, true)).status).toBe(200);
    expect((await save(learner.token, replayId, DURATION_S, true)).status).toBe(200);
    expect(await progress(replayId, learner.user.id)).toEqual({ finished: false, watched_seconds: 0 });

    // An open tab that never played: plenty of clock, but the playhead moved 5 s.
    await age(replayId, learner.user.id, DURATION_S * 2);
    await save(learner.token, replayId, 0);
    await age(replayId, learner.user.id, DURATION_S * 2);
    await save(learner.token, replayId, 5, true);
    expect(await progress(replayId, learner.user.id)).toEqual({ finished: false, watched_seconds: 5 });
    expect(await watchedEvents(live.id, learner.user.id)).toBe(0);
  });

  it('counts a replay watched once its share is credited, and emits live.watched once', async () => {
    const { live, replayId } = await makeReplay();
    const learner = await makeSignedInUser(testApp);
    await save(learner.token, replayId, 0);
    const needed = Math.ceil(DURATION_S * REPLAY_WATCHED_SHARE);
    for (const position of [40, needed - 1]) {
      await age(replayId, learner.user.id, 60);
      await save(learner.token, replayId, position, true);
    }
    expect(await progress(replayId, learner.user.id)).toEqual({
      finished: false,
      watched_seconds: needed - 1,
    });
    expect(await watchedEvents(live.id, learner.user.id)).toBe(0);

    await age(replayId, learner.user.id, 10);
    await save(learner.token, replayId, DURATION_S, true);
    expect((await progress(replayId, learner.user.id))?.finished).toBe(true);
    await age(replayId, learner.user.id, 10);
    await save(learner.token, replayId, DURATION_S, true);
    expect(await watchedEvents(live.id, learner.user.id)).toBe(1);
  });

  it('refuses progress on a hidden replay as not found', async () => {
    const { live, replayId } = await makeReplay();
    const [lecturer] = await testApp.database.db.select().from(users).where(eq(users.id, live.lecturerId));
    if (!lecturer) throw new Error('no lecturer');
    const lecturerToken = await signInAs(testApp, lecturer);
    const hidden = await api.get(livePaths.replayStatus, {
      token: lecturerToken,
      query: { replayId, status: 0 },
    });
    expect(hidden.status).toBe(200);
    const learner = await makeSignedInUser(testApp);
    expect((await save(learner.token, replayId, 10)).status).toBe(404);
    expect(await progress(replayId, learner.user.id)).toBeUndefined();
  });
});
