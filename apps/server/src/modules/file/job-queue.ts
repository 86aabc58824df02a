// A queue that runs one job at a time (document conversions and HLS renditions are heavy: running them
// side by side would starve the server). A job with a key already waiting or running is not added twice.
export type JobQueue = {
  /** Adds the job unless one with this key is queued or running; resolves when that job has finished. */
  enqueue(key: string, job: () => Promise<void>): Promise<void>;
  has(key: string): boolean;
  /** Resolves once nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
};

export function createJobQueue(onError: (key: string, error: unknown) => void): JobQueue {
  const pending = new Map<string, Promise<void>>();
  let tail: Promise<void> = Promise.resolve();

  return {
    enqueue(key, job) {
      const existing = pending.get(key);
      if (existing) return existing;
      const run = tail.then(async () => {
        try {
          await job();
        } catch (error) {
          onError(key, error);
        } finally {
          pending.delete(key);
        }
      });
      tail = run;
      pending.set(key, run);
      return run;
    },
    has: (key) => pending.has(key),
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending.values()]);
    },
  };
}
