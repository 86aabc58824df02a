// Test factories of the training domain, written straight into the test's real database: trainings with a
// schedule, trainees, certificate templates. Every call makes fresh rows, so no test leans on the seed.
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_WEIGHTS,
  examEvents,
  homeworkEvents,
  type SessionKind,
  type SignUpReview,
  type TrainWay,
} from '@elearning/shared';
import { emitDomainEvent } from '../../core/domain-events.ts';
import {
  certificateTemplates,
  classrooms,
  trainingCategories,
  trainingSessions,
  trainings,
  trainingTrainees,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { forgetCentrePages } from './queries-centre.ts';

const HOUR = 3_600_000;

export type SessionOptions = {
  kind?: SessionKind;
  startsAt?: number;
  endsAt?: number;
  lecturerId?: number | null;
  courseId?: number | null;
  examId?: number | null;
  homeworkId?: number | null;
  classroom?: string;
};

export type TrainingOptions = {
  tenantId?: string;
  name?: string;
  trainWay?: TrainWay;
  beginAt?: number;
  endAt?: number;
  headTeacherId?: number | null;
  applyJoin?: boolean;
  signUpReview?: SignUpReview;
  planSize?: number;
  passScore?: number;
  weights?: Record<string, number>;
  certificateTemplateId?: number | null;
  sessions?: SessionOptions[];
  signInGraceMinutes?: number;
};

export async function makeTraining(testApp: TestApp, options: TrainingOptions = {}) {
  const now = Date.now();
  const tenantId = options.tenantId ?? 'learn';
  const [training] = await testApp.database.db
    .insert(trainings)
    .values({
      tenantId,
      name: options.name ?? `Training ${uniqueSuffix()}`,
      trainWay: options.trainWay ?? 2,
      beginAt: new Date(options.beginAt ?? now - HOUR),
      endAt: new Date(options.endAt ?? now + 48 * HOUR),
      headTeacherId: options.headTeacherId ?? null,
      applyJoin: options.applyJoin ?? false,
      signUpReview: options.signUpReview ?? 'none',
      planSize: options.planSize ?? 0,
      passScore: options.passScore ?? 60,
      weights: options.weights ?? DEFAULT_WEIGHTS,
      certificateTemplateId: options.certificateTemplateId ?? null,
      signInGraceMinutes: options.signInGraceMinutes ?? 15,
    })
    .returning();
  if (!training) throw new Error('makeTraining: no row');
  const sessions = [];
  for (const [index, session] of (options.sessions ?? []).entries()) {
    const [row] = await testApp.database.db
      .insert(trainingSessions)
      .values({
        tenantId,
        trainingId: training.id,
        kind: session.kind ?? 'offline',
        title: `Session ${index + 1}`,
        startsAt: new Date(session.startsAt ?? now),
        endsAt: new Date(session.endsAt ?? now + 2 * HOUR),
        lecturerId: session.lecturerId ?? null,
        courseId: session.courseId ?? null,
        examId: session.examId ?? null,
        homeworkId: session.homeworkId ?? null,
        classroom: session.classroom ?? '',
        qrSecret: randomBytes(24).toString('base64url'),
        sort: index,
      })
      .returning();
    if (!row) throw new Error('makeTraining: no session');
    sessions.push(row);
  }
  // Rows written past the services: drop the kept training cards as the services' writes do.
  forgetCentrePages(tenantId);
  return { ...training, sessions };
}

/** Makes the user an accepted trainee (as the audience would). */
export async function enrol(testApp: TestApp, training: { id: number; tenantId: string }, userId: number) {
  await testApp.database.db.insert(trainingTrainees).values({
    tenantId: training.tenantId,
    trainingId: training.id,
    userId,
    state: 'signed_up',
    source: 'audience',
  });
  forgetCentrePages(training.tenantId);
}

export async function makeCertificateTemplate(
  testApp: TestApp,
  options: { tenantId?: string; validityMonths?: number | null } = {},
) {
  const [row] = await testApp.database.db
    .insert(certificateTemplates)
    .values({
      tenantId: options.tenantId ?? 'learn',
      name: `Certificate ${uniqueSuffix()}`,
      issuer: 'Factory Academy',
      body: '{name} completed {training} on {date}.',
      validityMonths: options.validityMonths ?? 12,
    })
    .returning();
  if (!row) throw new Error('makeCertificateTemplate: no row');
  return row;
}

/** Records what the exam or homework domain reports when a learner passes (its domain event), as it would. */
export async function reportPassed(
  testApp: TestApp,
  event: { tenantId?: string; kind: 'exam' | 'homework'; subjectId: number; userId: number; score?: number },
) {
  const type = event.kind === 'exam' ? examEvents.passed : homeworkEvents.passed;
  await testApp.database.db.transaction((tx) =>
    emitDomainEvent(tx, {
      tenantId: event.tenantId ?? 'learn',
      type,
      userId: event.userId,
      subjectType: event.kind,
      subjectId: event.subjectId,
      dedupeKey: `${type}:${event.subjectId}:${event.userId}`,
      data: { score: event.score ?? 90 },
    }),
  );
}

/** A category of the training catalogue ('train') or of classrooms ('classroom'). */
export async function makeTrainCategory(
  testApp: TestApp,
  options: {
    tenantId?: string;
    source?: 'train' | 'classroom';
    parentId?: number;
    name?: string;
    enabled?: boolean;
  } = {},
) {
  const [row] = await testApp.database.db
    .insert(trainingCategories)
    .values({
      tenantId: options.tenantId ?? 'learn',
      source: options.source ?? 'train',
      parentId: options.parentId ?? null,
      name: options.name ?? `Category ${uniqueSuffix()}`,
      enabled: options.enabled ?? true,
    })
    .returning();
  if (!row) throw new Error('makeTrainCategory: no row');
  return row;
}

/** A classroom (in a fresh classroom category unless one is given). */
export async function makeClassroom(
  testApp: TestApp,
  options: {
    tenantId?: string;
    name?: string;
    categoryId?: number;
    enabled?: boolean;
    maxCapacity?: number;
  } = {},
) {
  const tenantId = options.tenantId ?? 'learn';
  const categoryId =
    options.categoryId ?? (await makeTrainCategory(testApp, { tenantId, source: 'classroom' })).id;
  const suffix = uniqueSuffix();
  const [row] = await testApp.database.db
    .insert(classrooms)
    .values({
      tenantId,
      roomNo: `T${suffix}`.slice(0, 30),
      name: options.name ?? `Room ${suffix}`,
      categoryId,
      address: `Floor ${suffix}`,
      maxCapacity: options.maxCapacity ?? null,
      enabled: options.enabled ?? true,
    })
    .returning();
  if (!row) throw new Error('makeClassroom: no row');
  return row;
}
