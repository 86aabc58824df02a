// Turns measurements into rows with ratios to both ceilings, prints them as a table, writes JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './load.ts';

export type RowKind = 'ceiling' | 'endpoint' | 'diagnostic';

export type Row = {
  name: string;
  kind: RowKind;
  method: string;
  path: string;
  measurement: Measurement;
  /** `--paired`: the SELECT 1 ceiling measured just before this endpoint. */
  pairedSelect1?: Measurement;
  /** req/s of this row divided by the req/s of each ceiling (and of its paired SELECT 1, when measured). */
  ratio: { http: number; select1: number; pairedSelect1?: number };
};

export type RunInfo = {
  startedAt: string;
  driver: string;
  poolSize: number | null;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** The machine is shared: a high load average means noisy neighbours (compare µs/req, not req/s). */
  loadAverageAtStart: number[];
};

export function withRatios(
  rows: Omit<Row, 'ratio'>[],
  ceilings: { http: Measurement; select1: Measurement },
): Row[] {
  const ratio = (rps: number, ceiling: Measurement) =>
    ceiling.requestsPerSecond > 0 ? rps / ceiling.requestsPerSecond : 0;
  return rows.map((row) => ({
    ...row,
    ratio: {
      http: ratio(row.measurement.requestsPerSecond, ceilings.http),
      select1: ratio(row.measurement.requestsPerSecond, ceilings.select1),
      ...(row.pairedSelect1
        ? { pairedSelect1: ratio(row.measurement.requestsPerSecond, row.pairedSelect1) }
        : {}),
    },
  }));
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function formatTable(rows: Row[]): string {
  const header = [
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'err',
    'non-2xx',
    'vs node:http',
    'vs SELECT 1',
    'vs paired SELECT 1',
    'server CPU',
    'server µs/req',
    'db µs/req',
    'autocannon CPU',
  ];
  const body = rows.map((row) => {
    const m = row.measurement;
    const label = { ceiling: '[ceiling] ', diagnostic: '[diag] ', endpoint: '' }[row.kind];
    return [
      `${label}${row.name}`,
      fixed(m.requestsPerSecond),
      fixed(m.latencyMs.p50),
      fixed(m.latencyMs.p99),
      String(m.errors + m.timeouts),
      String(m.non2xx),
      percent(row.ratio.http),
      percent(row.ratio.select1),
      row.pairedSelect1 && row.ratio.pairedSelect1 !== undefined
        ? `${percent(row.ratio.pairedSelect1)} of ${fixed(row.pairedSelect1.requestsPerSecond)}`
        : '',
      `${fixed(m.cpuPercent.server)} %`,
      fixed(m.cpuMicrosPerRequest.server),
      m.cpuMicrosPerRequest.db === null ? 'n/a' : fixed(m.cpuMicrosPerRequest.db),
      `${fixed(m.cpuPercent.loadGenerator)} %`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** Writes bench/results/<timestamp>.json and returns its path. */
export function writeResults(resultsDir: string, info: RunInfo, rows: Row[]): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${info.startedAt.replace(/[:.]/g, '-')}.json`);
  const machine = {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverageAtEnd: os.loadavg(),
  };
  writeFileSync(file, `${JSON.stringify({ ...info, machine, results: rows }, null, 2)}\n`);
  return file;
}
