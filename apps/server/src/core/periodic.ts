// A job every instance runs on an interval for the app's lifetime (the exam sweeper, the commerce sweep, the
// study-plan reminders): started when the app is ready, never two runs at once, a failure logged and the next
// tick tried again, and closing the app waits for the run in progress.
import type { FastifyInstance } from 'fastify';

export function runPeriodically(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = work()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
