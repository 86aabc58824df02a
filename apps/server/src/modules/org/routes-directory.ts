// Small reads of the back office at the original paths: the address book (units, then the people of a
// unit), the units a person manages as org admin, the tutor detail and checks, and the lecturer-category
// creators.
import {
  orgCodes,
  orgAdminPaths as P,
  ZAddressBookOrgSchema,
  ZAddressBookUserSchema,
  ZPeopleCheckSchema,
  ZTutorDetailSchema,
  ZTutorMakeSchema,
  ZUserIdSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { lecturerCategoryCreators, managedOrgIds } from './directory-service.ts';
import { presentUnit } from './presenter.ts';
import { presentTutor } from './presenter-people.ts';
import { presentPerson } from './presenter-user.ts';
import { findTutor, setTutors, tutorStates } from './tutor-service.ts';
import { listUnits } from './unit-service.ts';
import { listPeople } from './user-service.ts';

export async function orgDirectoryRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.addressBookOrg, backOffice(orgCodes.userMenu), async (request) => {
    const { parentOrgId, orgName } = parseInput(ZAddressBookOrgSchema, request.query, request);
    const rows = await listUnits(db, actorOf(request), {
      parentId: parentOrgId ?? 0,
      orgName,
      levelOnly: !orgName,
    });
    return ok(request, rows.map(presentUnit));
  });
  app.get(P.addressBookUser, backOffice(orgCodes.userMenu), async (request) => {
    const query = parseInput(ZAddressBookUserSchema, request.query, request);
    const { rows, totalNum } = await listPeople(db, actorOf(request), { ...query, search: query.name });
    return ok(request, paged(rows.map(presentPerson), totalNum, query.pageSize));
  });
  app.get(P.userManagedOrgs, backOffice(orgCodes.userMenu), async (request) => {
    const { userId } = parseInput(ZUserIdSchema, request.query, request);
    return ok(request, await managedOrgIds(db, actorOf(request), userId));
  });

  app.get(P.lecturerCreators, backOffice(orgCodes.lecturerMenu), async (request) => {
    const rows = await lecturerCategoryCreators(db, actorOf(request));
    return ok(
      request,
      rows.map((row) => ({ userId: row.id, name: row.name })),
    );
  });

  const tutors = backOffice(orgCodes.tutorMenu);
  app.post(P.tutorDetail, tutors, async (request) => {
    const { id } = parseInput(ZTutorDetailSchema, queryAndBody(request), request);
    return ok(request, presentTutor(await findTutor(db, actorOf(request), id)));
  });
  // Work experience is not kept in this product: the tutor's page shows an honest empty list.
  app.post(P.tutorExperience, tutors, async (request) => {
    const { id } = parseInput(ZTutorDetailSchema, queryAndBody(request), request);
    await findTutor(db, actorOf(request), id);
    return ok(request, []);
  });
  app.post(P.tutorEdit, backOffice(orgCodes.tutorAdd), async (request) => {
    const { userId } = parseInput(ZTutorMakeSchema, request.body, request);
    await setTutors(app.deps, actorOf(request), userId, true);
    return ok(request, null);
  });
  for (const path of [P.tutorCheck, P.tutorApprenticeCheck]) {
    app.post(path, tutors, async (request) => {
      const { userIds } = parseInput(ZPeopleCheckSchema, queryAndBody(request), request);
      const states = await tutorStates(db, actorOf(request), userIds);
      return ok(
        request,
        states.map((s) => ({
          userId: s.user_id,
          isTutor: s.is_tutor,
          tutorId: s.tutor_user_id ?? 0,
          hasTutor: s.tutor_user_id !== null,
        })),
      );
    });
  }
}
