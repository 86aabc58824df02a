// The banner and personal settings: my profile (GET/POST userInfo) and my password (the account module's
// change rule: the old password must match, other devices sign in again).
import { personalPaths as P, ZChangePasswordSchema, ZPersonalInfoSaveSchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { changePassword } from '../account/password-service.ts';
import { presentProfile } from './presenter.ts';
import { myProfile, orgLineNames, saveMyProfile } from './profile-service.ts';

export async function personalProfileRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.userInfo, signedIn, async (request) => {
    const actor = actorOf(request);
    const row = await myProfile(db, actor);
    return ok(request, presentProfile(row, await orgLineNames(db, actor.tenantId, row.org_id)));
  });
  app.post(P.userInfo, signedIn, async (request) => {
    const input = parseInput(ZPersonalInfoSaveSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    await saveMyProfile(app.deps, actor, input);
    const row = await myProfile(db, actor);
    return ok(request, presentProfile(row, await orgLineNames(db, actor.tenantId, row.org_id)));
  });
  app.post(P.password, signedIn, async (request) => {
    const input = parseInput(ZChangePasswordSchema, queryAndBody(request), request);
    const { tenantId, userId, sessionId } = actorOf(request);
    await changePassword({ db, hub: app.deps.realtime }, { ...input, tenantId, userId, sessionId });
    return ok(request, null);
  });
}
