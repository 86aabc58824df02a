// What other domains report that earns points, medals and entries of the learning record (issue 15): each
// event is handled in the dispatcher's transaction. The ledger's unique key (rule + source) makes a second
// delivery pay nothing, the unique learning fact makes it count nothing, and the medal row is stored once.
import {
  accountEvents,
  courseEvents,
  examEvents,
  knowledgeEvents,
  liveEvents,
  MedalType,
  PointsSource,
  questionnaireEvents,
  studyPlanEvents,
  TrainWay,
  trainingEvents,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { type DomainEvent, onDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { awardPoints } from './ledger-service.ts';
import { registerMedalPush } from './medal-push.ts';
import { awardMedalLevels, countFacts, earnedPoints, isMedalType, type Learner } from './medal-service.ts';
import { activeRuleFor } from './rules-service.ts';

/** What an event earns: points of a source (paid once per bizId) and a learning fact of a kind. */
type Credit = {
  source?: PointsSource;
  bizId?: string;
  /** The item's own points (a course's), instead of the rule's amount. */
  points?: number;
  kind?: string;
  name?: string;
  minutes?: number;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function trainingKind(event: DomainEvent): MedalType {
  const way = event.data.trainWay;
  if (way === TrainWay.online) return MedalType.trainOnLine;
  if (way === TrainWay.mixed) return MedalType.trainMix;
  return MedalType.trainOffLine;
}

const credits: Record<string, (event: DomainEvent) => Credit> = {
  [accountEvents.loginCredited]: (event) => ({
    source: PointsSource.login,
    bizId: `day:${text(event.data.day)}`,
  }),
  [courseEvents.completed]: (event) => {
    const seconds = event.data.studySeconds;
    const points = event.data.points;
    return {
      source: PointsSource.course,
      ...(typeof points === 'number' && Number.isSafeInteger(points) && points > 0 ? { points } : {}),
      kind: MedalType.course,
      name: text(event.data.courseName),
      minutes: typeof seconds === 'number' ? Math.floor(seconds / 60) : 0,
    };
  },
  [examEvents.passed]: () => ({ source: PointsSource.exam, kind: MedalType.exam }),
  [trainingEvents.completed]: (event) => ({ source: PointsSource.training, kind: trainingKind(event) }),
  [questionnaireEvents.submitted]: () => ({ source: PointsSource.questionnaire, kind: 'questionnaire' }),
  [liveEvents.watched]: () => ({ source: PointsSource.live, kind: MedalType.live }),
  // Reading a knowledge article (the first view of each, per learner) and sharing one (paid to its uploader
  // when the review approves it): each within the rule's daily cap, like video watching.
  [knowledgeEvents.viewed]: () => ({ source: PointsSource.knowledge }),
  [knowledgeEvents.shareApproved]: () => ({ source: PointsSource.share }),
  [studyPlanEvents.completed]: (event) => ({ kind: MedalType.studyPlan, name: text(event.data.planName) }),
};

/** Records what the learner finished (once) and awards the medal levels its count reaches. */
async function recordFact(tx: DbOrTx, learner: Learner, event: DomainEvent, credit: Credit) {
  if (!credit.kind) return;
  const [row] = await queryRows(
    tx,
    sql`insert into learning_facts (tenant_id, user_id, kind, subject_id, name, minutes, occurred_at)
        values (${learner.tenantId}, ${learner.userId}, ${credit.kind}, ${event.subjectId}, ${credit.name ?? ''},
                ${credit.minutes ?? 0}, ${new Date(event.createdAt)})
        on conflict (tenant_id, user_id, kind, subject_id) do nothing returning id`,
    { id: col.int },
  );
  if (row && isMedalType(credit.kind))
    await awardMedalLevels(tx, learner, credit.kind, await countFacts(tx, learner, credit.kind));
}

/** Pays the source's rule once per source record, within its daily cap; a points medal may follow. */
async function payPoints(tx: DbOrTx, learner: Learner, event: DomainEvent, credit: Credit) {
  if (!credit.source) return;
  const rule = await activeRuleFor(tx, learner.tenantId, credit.source);
  if (!rule) return;
  const paid = await awardPoints(tx, {
    ...learner,
    points: credit.points ?? rule.points,
    dailyCap: rule.daily_cap,
    reason: credit.source,
    bizType: event.subjectType,
    bizId: credit.bizId ?? String(event.subjectId),
  });
  if (paid.applied) await awardPointsMedal(tx, learner);
}

/** The points medal follows everything earned (rules, manual grants, imports). */
export async function awardPointsMedal(tx: DbOrTx, learner: Learner) {
  await awardMedalLevels(tx, learner, MedalType.integral, await earnedPoints(tx, learner));
}

export async function creditEvent(tx: DbOrTx, event: DomainEvent) {
  const creditOf = credits[event.type];
  if (!creditOf || event.userId === null) return;
  const learner = { tenantId: event.tenantId, userId: event.userId };
  const credit = creditOf(event);
  await recordFact(tx, learner, event, credit);
  await payPoints(tx, learner, event, credit);
}

let registered = false;

/** Registers the consumers once per process (every app instance shares the dispatcher's handler list). */
export function registerAchievementConsumers(): void {
  if (registered) return;
  registered = true;
  for (const type of Object.keys(credits)) onDomainEvent(type, creditEvent);
  registerMedalPush();
}
