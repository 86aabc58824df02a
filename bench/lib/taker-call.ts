// One API call of a simulated exam taker, retried like the paper does: a try that finds no server
// (connection refused or reset, the server killed or restarting), times out or gets a 5xx is tried again
// with back-off until the run's deadline; any other answer is returned with the latency of the answered
// try. Each failed try is reported by kind, so a bench can count errors without guessing.

export type CallTarget = {
  appUrl: string;
  clientHeaders: Record<string, string>;
  /** Every call gives up after this moment (keeps the run bounded). */
  deadline: number;
};

export type ApiRequest = {
  method: 'GET' | 'POST';
  path: string;
  token: string;
  /** JSON body of a POST. */
  body?: unknown;
  /** Query string of a GET. */
  query?: Record<string, string | number>;
};

export type Answered<T> = { status: number; response: T; ms: number };

/** A call that ran out of time: the taker stops there. */
export class GaveUp extends Error {}

/** Each try gives up after this long; the paper does the same before retrying. */
const TRY_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'TimeoutError', … from what fetch threw. */
export function failureKind(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') {
    return cause.code;
  }
  return error.name === 'Error' || error.name === 'TypeError' ? error.message : error.name;
}

export async function callApi<T>(
  target: CallTarget,
  request: ApiRequest,
  onFailedTry: (kind: string) => void,
): Promise<Answered<T>> {
  const query = request.query
    ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const headers: Record<string, string> = {
    ...target.clientHeaders,
    accesstoken: `bearer ${request.token}`,
  };
  if (request.method === 'POST') headers['content-type'] = 'application/json';
  let delay = 100;
  for (;;) {
    if (Date.now() > target.deadline) throw new GaveUp(`${request.path}: deadline passed`);
    const started = performance.now();
    try {
      const reply = await fetch(`${target.appUrl}${request.path}${query}`, {
        method: request.method,
        headers,
        body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
        signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
      });
      const text = await reply.text();
      const ms = performance.now() - started;
      if (reply.status < 500) {
        const envelope = JSON.parse(text) as { response: T };
        return { status: reply.status, response: envelope.response, ms };
      }
      onFailedTry(`HTTP ${reply.status}`);
    } catch (error) {
      onFailedTry(failureKind(error));
    }
    await sleep(delay);
    delay = Math.min(delay * 2, 2_000);
  }
}
