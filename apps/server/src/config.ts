// Server configuration read once from the environment, with safe defaults for `npm start`.
import path from 'node:path';
import { WEBSOCKET } from '@elearning/shared';

export type ClientCredential = { clientId: string; clientSecret: string };

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  /**
   * The `/api/dev/*` helpers (SMS outbox, captcha answers, test triggers), for tests and local work only:
   * on with DEV_HELPERS=1 outside production, and then answered to callers on this machine only.
   */
  devHelpers: boolean;
  logLevel: string;
  /** JSON lines for collectors (production default) or one compact human line per entry (LOG_FORMAT). */
  logFormat: 'json' | 'pretty';
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  clients: ClientCredential[];
  webDistDir: string;
  jwtSecret: string | undefined;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Origin of a separate upload host (SPEC §7 `{domain}/eln/upload`); this server when unset. */
  uploadDomain: string | undefined;
  /** Media and document tools: a path, or 'off' to run without; looked up on PATH when unset. */
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  sofficePath: string | undefined;
  /** A websocket that sent nothing for this long is closed. */
  wsIdleTimeoutMs: number;
  /** The session behind an open websocket is checked again on a PING at most this often. */
  wsSessionRecheckMs: number;
  /** How often the exam sweeper closes overdue attempts (EXAM_SWEEP_INTERVAL_MS); the shared default when unset. */
  examSweepIntervalMs: number | undefined;
  /**
   * Whether this process hands pending domain events to their consumers in the background
   * (DOMAIN_EVENTS_DISPATCH=off: no; for checks that must see no write outside a request).
   */
  domainEventsDispatch: boolean;
};

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Invalid integer in environment: ${value}`);
  return parsed;
}

/**
 * The default clients: ours, and the original learner (`Saber`) and back-office (`Admin`) clients, whose
 * credentials are public in their source and which must sign in unchanged (issue 20 item 10). A
 * deployment that sets CLIENTS chooses its own list.
 */
const DEFAULT_CLIENTS = 'web:web_secret,Saber:Saber_PC_2020ePRO,Admin:Admin_PC_2020ePRO';

/** Parses `CLIENTS="web:web_secret,mobile:mobile_secret"`. */
function parseClients(raw: string | undefined): ClientCredential[] {
  const list = (raw ?? DEFAULT_CLIENTS)
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [clientId = '', clientSecret = ''] = pair.split(':');
      return { clientId, clientSecret };
    })
    .filter((c) => c.clientId && c.clientSecret);
  if (list.length === 0) throw new Error('CLIENTS must name at least one client as id:secret');
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    port: intFromEnv(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    devHelpers: env.NODE_ENV !== 'production' && ['1', 'true'].includes(env.DEV_HELPERS ?? ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat:
      env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty'
        ? env.LOG_FORMAT
        : env.NODE_ENV === 'production'
          ? 'json'
          : 'pretty',
    accessTokenTtlSeconds: intFromEnv(env.ACCESS_TOKEN_TTL_SECONDS, 2 * 60 * 60),
    refreshTokenTtlSeconds: intFromEnv(env.REFRESH_TOKEN_TTL_SECONDS, 7 * 24 * 60 * 60),
    clients: parseClients(env.CLIENTS),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    jwtSecret: env.JWT_SECRET || undefined,
    bodyLimitBytes: intFromEnv(env.BODY_LIMIT_BYTES, 1024 * 1024),
    trustProxy: env.TRUST_PROXY === 'true',
    uploadDomain: env.UPLOAD_DOMAIN?.replace(/\/+$/, '') || undefined,
    ffmpegPath: env.FFMPEG_PATH || undefined,
    ffprobePath: env.FFPROBE_PATH || undefined,
    sofficePath: env.SOFFICE_PATH || undefined,
    wsIdleTimeoutMs: intFromEnv(env.WS_IDLE_TIMEOUT_MS, WEBSOCKET.idleTimeoutMs),
    wsSessionRecheckMs: intFromEnv(env.WS_SESSION_RECHECK_MS, 60_000),
    examSweepIntervalMs: env.EXAM_SWEEP_INTERVAL_MS ? intFromEnv(env.EXAM_SWEEP_INTERVAL_MS, 1) : undefined,
    domainEventsDispatch: env.DOMAIN_EVENTS_DISPATCH !== 'off',
  };
}
