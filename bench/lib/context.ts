// The BenchContext handed to targets: client headers and signed-in tokens, obtained through the
// app's real token endpoint (password grant), once per account and tenant.
import { authPaths } from '@elearning/shared';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts.ts';
import type { BenchContext } from '../targets/types.ts';

/** The default web client; the runner starts the server with exactly this client configured. */
export const BENCH_CLIENT = { id: 'web', secret: 'web_secret' };
export const DEFAULT_TENANT = 'learn';

/** The context plus `close()`, which signs out every session the run opened (keeps the bench DB tidy). */
export type OwnedBenchContext = BenchContext & { close(): Promise<void> };

export function createBenchContext(appUrl: string): OwnedBenchContext {
  const basic = `Basic ${Buffer.from(`${BENCH_CLIENT.id}:${BENCH_CLIENT.secret}`).toString('base64')}`;
  const tokens = new Map<string, Promise<string>>();

  function clientHeaders(tenant = DEFAULT_TENANT): Record<string, string> {
    return { authorization: basic, 'tenant-id': tenant };
  }

  async function requestToken(account: string, tenant: string): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'password',
      username: account,
      password: DEMO_PASSWORD,
      tenantId: tenant,
      scope: 'all',
    });
    const response = await fetch(`${appUrl}${authPaths.token}`, {
      method: 'POST',
      headers: { ...clientHeaders(tenant), 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const reply = (await response.json()) as { access_token?: unknown; resMsg?: unknown };
    if (!response.ok || typeof reply.access_token !== 'string') {
      throw new Error(
        `sign-in as ${tenant}/${account} failed: HTTP ${response.status} ${String(reply.resMsg)}`,
      );
    }
    return reply.access_token;
  }

  function signIn(account: string, tenant = DEFAULT_TENANT): Promise<string> {
    const key = `${tenant}/${account}`;
    let token = tokens.get(key);
    if (!token) {
      token = requestToken(account, tenant);
      tokens.set(key, token);
    }
    return token;
  }

  async function authHeaders(account: string, tenant = DEFAULT_TENANT): Promise<Record<string, string>> {
    return { ...clientHeaders(tenant), accesstoken: `bearer ${await signIn(account, tenant)}` };
  }

  async function close() {
    const signedIn = [...tokens.entries()];
    tokens.clear();
    for (const [key, token] of signedIn) {
      const tenant = key.split('/')[0] ?? DEFAULT_TENANT;
      const accessToken = await token.catch(() => undefined);
      if (!accessToken) continue;
      await fetch(`${appUrl}${authPaths.logout}`, {
        headers: { ...clientHeaders(tenant), accesstoken: `bearer ${accessToken}` },
      }).catch(() => undefined);
    }
  }

  return { appUrl, clientHeaders, signIn, authHeaders, close };
}
