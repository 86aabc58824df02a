// The shape of one benchmarked endpoint. A later issue benchmarks its endpoint by adding one file that
// exports a BenchTarget and one line to the list in ./index.ts.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a target's setup returns (ids of data it created, say); handed to the factories below. */
export type TargetState = Record<string, string>;

/** Helpers for setup and factories, all talking to the app under test over HTTP. */
export type BenchContext = {
  /** Base URL of the app, e.g. http://127.0.0.1:41234 (no trailing slash). */
  appUrl: string;
  /** `Authorization` (Basic web client) and `Tenant-Id` headers of the default web client. */
  clientHeaders(tenant?: string): Record<string, string>;
  /** Signs in through the token endpoint (once per account and tenant) and returns the access token. */
  signIn(account: string, tenant?: string): Promise<string>;
  /** clientHeaders plus `accessToken: bearer <token>` for a signed-in account. */
  authHeaders(account: string, tenant?: string): Promise<Record<string, string>>;
};

export type BenchTarget = {
  /** Short unique name, shown in the table and usable with `--only`. */
  name: string;
  method: HttpMethod;
  /** Path under the app, or a factory using the setup's state. */
  path: string | ((state: TargetState) => string);
  /** Request headers, built once before the load. */
  headers?: (
    ctx: BenchContext,
    state: TargetState,
  ) => Promise<Record<string, string>> | Record<string, string>;
  /** Request body, built once before the load (set a content-type in headers). */
  body?: (ctx: BenchContext, state: TargetState) => Promise<string> | string;
  /** Runs once before the load, e.g. to create the data the endpoint reads. */
  setup?: (ctx: BenchContext) => Promise<TargetState>;
};
