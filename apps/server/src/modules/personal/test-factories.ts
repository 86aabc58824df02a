// The personal centre's factories: a tutor with an apprentice, a note on a course, an uploaded file — rows
// as the owning domains' services leave them, built fresh per call.
import { randomUUID } from 'node:crypto';
import { courseNotes, files } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';

type Person = { id: number; tenantId: string };

/** A signed-in tutor and a signed-in apprentice of theirs, in one tenant. */
export async function makeTutorPair(testApp: TestApp, tenantId = 'learn') {
  const tutor = await makeSignedInUser(testApp, { tenantId, isTutor: true });
  const apprentice = await makeSignedInUser(testApp, { tenantId, tutorUserId: tutor.user.id });
  return { tutor, apprentice };
}

/** A note the person wrote on a course. */
export async function writeNote(testApp: TestApp, user: Person, course: { id: number }, content = 'A note') {
  const [note] = await testApp.database.db
    .insert(courseNotes)
    .values({ tenantId: user.tenantId, userId: user.id, courseId: course.id, content })
    .returning();
  if (!note) throw new Error('writeNote: no row');
  return note;
}

/** A file the person uploaded (its record; the bytes are not needed by the lists). */
export async function makeOwnFile(testApp: TestApp, user: Person, name = `report-${uniqueSuffix()}.pdf`) {
  const id = randomUUID();
  const [file] = await testApp.database.db
    .insert(files)
    .values({
      id,
      tenantId: user.tenantId,
      ownerUserId: user.id,
      originalName: name,
      storedName: `${id}.pdf`,
      storageKey: `test/${id}.pdf`,
      ext: 'pdf',
      kind: 'document',
      mime: 'application/pdf',
      size: 1024,
    })
    .returning();
  if (!file) throw new Error('makeOwnFile: no row');
  return file;
}
