// Figures of one synchronized-start run (exam-start.ts) and the table printed at the end.
import { percentile } from './exam-takers.ts';
import type { StartStats } from './start-takers.ts';

/** CPU microseconds of the server process and of the database backends at one moment (null: unknown). */
export type CpuSnapshot = { server: number | null; db: number | null };

const round1 = (value: number) => Number(value.toFixed(1));

function perRequest(from: CpuSnapshot, to: CpuSnapshot, requests: number) {
  const delta = (a: number | null, b: number | null) =>
    a === null || b === null || requests === 0 ? null : Math.round((b - a) / requests);
  return { server: delta(from.server, to.server), db: delta(from.db, to.db) };
}

/** The most joins answered within one second counted from the opening. */
function peakPerSecond(times: number[], opensAt: number): number {
  const buckets = new Map<number, number>();
  for (const time of times) {
    const second = Math.floor((time - opensAt) / 1000);
    buckets.set(second, (buckets.get(second) ?? 0) + 1);
  }
  return Math.max(0, ...buckets.values());
}

export function summariseStart(
  stats: StartStats,
  opensAt: number,
  cpu: { opened: CpuSnapshot; joined: CpuSnapshot; ended: CpuSnapshot } | null,
) {
  const joins = stats.joinLatencies.length;
  const takes = stats.takeLatencies.length;
  const saves = stats.saveLatencies.length;
  const joinSeconds = Math.max(0.001, (stats.lastJoinAt - opensAt) / 1000);
  const saveSeconds = Math.max(0.001, (stats.lastSaveAt - stats.firstSaveAt) / 1000);
  const errorCount = Object.values(stats.errors).reduce((sum, n) => sum + n, 0);
  return {
    signedIn: stats.readyLatencies.length,
    signInP99Ms: Math.round(percentile(stats.readyLatencies, 99)),
    joins,
    /** Joins answered per second, from the opening moment to the last join answered. */
    joinsPerSecond: round1(joins / joinSeconds),
    peakJoinsPerSecond: peakPerSecond(stats.joinAnsweredAt, opensAt),
    joinP50Ms: Math.round(percentile(stats.joinLatencies, 50)),
    joinP99Ms: Math.round(percentile(stats.joinLatencies, 99)),
    takes,
    takeP50Ms: Math.round(percentile(stats.takeLatencies, 50)),
    takeP99Ms: Math.round(percentile(stats.takeLatencies, 99)),
    /** From the opening moment until the last taker had its paper. */
    allOpenedWithinSeconds: round1((stats.lastTakeAt - opensAt) / 1000),
    saves,
    savesPerSecond: round1(saves / saveSeconds),
    saveP50Ms: round1(percentile(stats.saveLatencies, 50)),
    saveP99Ms: round1(percentile(stats.saveLatencies, 99)),
    submits: stats.submits,
    errors: errorCount,
    errorsByKind: stats.errors,
    failures: stats.failures.length,
    failureSamples: [...new Set(stats.failures)].slice(0, 5),
    /** CPU µs per request: the opening (joins + takes) and the rest (saves + submits). */
    cpuMicrosPerRequest: cpu
      ? {
          opening: perRequest(cpu.opened, cpu.joined, joins + takes),
          answering: perRequest(cpu.joined, cpu.ended, saves + stats.submits),
        }
      : null,
  };
}

export type StartSummary = ReturnType<typeof summariseStart>;

type Column = StartSummary & {
  answersOnServer: number;
  answersAcknowledged: number;
  acknowledgedLost: number;
  results: number;
};

/** Prints the two runs side by side. */
export function printStartTable(columns: { title: string; figures: Column }[]) {
  const rows: [string, (c: Column) => string | number][] = [
    ['signed in before the opening', (c) => c.signedIn],
    ['joins', (c) => c.joins],
    ['joins/s (mean / peak second)', (c) => `${c.joinsPerSecond} / ${c.peakJoinsPerSecond}`],
    ['joinExam p50 / p99 ms', (c) => `${c.joinP50Ms} / ${c.joinP99Ms}`],
    ['takeExam p50 / p99 ms', (c) => `${c.takeP50Ms} / ${c.takeP99Ms}`],
    ['all papers open after s', (c) => c.allOpenedWithinSeconds],
    ['saves', (c) => c.saves],
    ['saves/s', (c) => c.savesPerSecond],
    ['saveDraft p50 / p99 ms', (c) => `${c.saveP50Ms} / ${c.saveP99Ms}`],
    ['submits', (c) => c.submits],
    ['errors (failed tries + refusals)', (c) => c.errors],
    ['takers not finished', (c) => c.failures],
    ['answers acknowledged', (c) => c.answersAcknowledged],
    ['answers on the server', (c) => c.answersOnServer],
    ['acknowledged answers lost', (c) => c.acknowledgedLost],
    ['results', (c) => c.results],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const cell = (value: string | number) => String(value).padStart(16);
  const lines = [`${''.padEnd(width)} ${columns.map((c) => cell(c.title)).join(' ')}`];
  for (const [label, pick] of rows) {
    lines.push(`${label.padEnd(width)} ${columns.map((c) => cell(pick(c.figures))).join(' ')}`);
  }
  for (const column of columns) {
    const kinds = Object.entries(column.figures.errorsByKind);
    if (kinds.length > 0) {
      lines.push(`errors of "${column.title}": ${kinds.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
    }
  }
  console.log(lines.join('\n'));
}
