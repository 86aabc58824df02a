// Organisation and people of the back office (issue 20 item 3): the org tree, positions and job levels,
// people, user groups, lecturers and tutors, and their imports (t1, t2, t9, t10, t7).

import type { FastifyInstance } from 'fastify';
import { serveGroupImport } from './import-groups.ts';
import { serveUserImport } from './import-people.ts';
import { serveStructureImports } from './import-structure.ts';
import { orgExtraRoutes } from './routes-admin-extra.ts';
import { orgDirectoryRoutes } from './routes-directory.ts';
import { orgGroupRoutes } from './routes-group.ts';
import { orgLecturerRoutes } from './routes-lecturer.ts';
import { orgPositionRoutes } from './routes-position.ts';
import { orgUnitRoutes } from './routes-unit.ts';
import { orgUserRoutes } from './routes-user.ts';

export async function orgRoutes(app: FastifyInstance) {
  await orgUnitRoutes(app);
  await orgPositionRoutes(app);
  await orgUserRoutes(app);
  await orgGroupRoutes(app);
  await orgLecturerRoutes(app);
  await orgDirectoryRoutes(app);
  await serveUserImport(app);
  await serveStructureImports(app);
  await serveGroupImport(app);
  await orgExtraRoutes(app);
}
