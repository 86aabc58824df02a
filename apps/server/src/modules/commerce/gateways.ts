// The payment gateways of one app instance: the built-in sandbox (delivering its notifications through the
// app itself, as an outside gateway would over HTTP) plus any real adapter added here at start-up.
import type { FastifyInstance } from 'fastify';
import type { Gateways, PaymentProvider } from './payment-provider.ts';
import { createSandboxGateway, type SandboxGateway, type SandboxOptions } from './sandbox-gateway.ts';

type Installed = { sandbox: SandboxGateway; gateways: Gateways };

const installed = new WeakMap<FastifyInstance, Installed>();

export function setUpGateways(app: FastifyInstance, overrides: Partial<SandboxOptions> = {}): Installed {
  const sandbox = createSandboxGateway({
    db: app.deps.db,
    secret: app.deps.secrets.urlSigningSecret,
    deliver: async (url, body) => {
      const reply = await app.inject({ method: 'POST', url, payload: body });
      return reply.body;
    },
    ...overrides,
  });
  const providers = new Map<string, PaymentProvider>([[sandbox.provider.name, sandbox.provider]]);
  const gateways: Gateways = {
    provider(name) {
      const provider = providers.get(name);
      if (!provider) throw new Error(`payment provider ${name} is not set up`);
      return provider;
    },
  };
  const entry = { sandbox, gateways };
  installed.set(app, entry);
  return entry;
}

function entryOf(app: FastifyInstance): Installed {
  const entry = installed.get(app);
  if (!entry) throw new Error('the payment gateways are not set up');
  return entry;
}

/** The app's sandbox gateway (its page routes and tests reach it here). */
export const sandboxOf = (app: FastifyInstance): SandboxGateway => entryOf(app).sandbox;

/** The app's gateways by name. */
export const gatewaysOf = (app: FastifyInstance): Gateways => entryOf(app).gateways;
