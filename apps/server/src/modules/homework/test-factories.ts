// Test factories of the homework domain, written straight into the test's real database: an assignment of a
// course chapter, a training or a study plan, reviewed by a lecturer and handed to a user, org unit,
// position or everyone; the source ids are plain numbers (those records belong to other domains). Handed-in
// files are real records of the file service, uploaded by the learner who hands them in.
import { fileApiPath, filePaths, type HomeworkSource, type THomeworkFile } from '@elearning/shared';
import { homeworkAssignments, homeworkTargets } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { makeFile } from '../file/test-factories.ts';
import { forgetMyCards } from './queries-my-cards.ts';

let nextBizId = 900_000;

export type HomeworkOptions = {
  tenantId?: string;
  source?: HomeworkSource;
  bizId?: number;
  bizName?: string;
  courseId?: number | null;
  lecturerId?: number | null;
  creatorId?: number | null;
  dueAt?: Date | null;
  allowedTypes?: string[];
  maxSizeMb?: number;
  passScore?: number;
  target?: { type: 'all' | 'user' | 'org' | 'position'; id: number };
};

export async function makeHomework(testApp: TestApp, options: HomeworkOptions = {}) {
  const tenantId = options.tenantId ?? 'learn';
  nextBizId += 1;
  const [row] = await testApp.database.db
    .insert(homeworkAssignments)
    .values({
      tenantId,
      source: options.source ?? 'course',
      bizId: options.bizId ?? nextBizId,
      bizName: options.bizName ?? `Source ${uniqueSuffix()}`,
      courseId: options.courseId ?? null,
      title: `Homework ${uniqueSuffix()}`,
      instructions: '<p>Write a short report.</p>',
      dueAt: options.dueAt === undefined ? new Date(Date.now() + 86_400_000) : options.dueAt,
      allowedTypes: options.allowedTypes ?? [],
      maxSizeMb: options.maxSizeMb ?? 50,
      passScore: options.passScore ?? 60,
      lecturerId: options.lecturerId ?? null,
      creatorId: options.creatorId ?? null,
    })
    .returning();
  if (!row) throw new Error('makeHomework: no row');
  if (options.target)
    await testApp.database.db
      .insert(homeworkTargets)
      .values({ tenantId, homeworkId: row.id, targetType: options.target.type, targetId: options.target.id });
  // Written past the services: the learners' kept card pages must not hide it.
  forgetMyCards(tenantId);
  return row;
}

/**
 * A file `owner` uploaded (a real record in the file service, through its factory), as the learner's page
 * hands it in: the name, the address the upload answered and its size. `size` pads the content.
 */
export async function handedFile(
  testApp: TestApp,
  owner: { id: number; tenantId: string },
  options: { name?: string; size?: number } = {},
): Promise<THomeworkFile> {
  const name = options.name ?? 'report.pdf';
  const head = Buffer.from(`%PDF-1.4\n% ${name}\n`);
  const content =
    options.size && options.size > head.length
      ? Buffer.concat([head, Buffer.alloc(options.size - head.length, 0x20)])
      : head;
  const file = await makeFile(testApp, owner, { name, content });
  return { fileName: name, filePath: fileApiPath(filePaths.file, file.storedName), fileSize: file.size };
}
