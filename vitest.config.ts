// One Vitest run for every workspace: unit tests beside the code, API tests through the real app.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One process runs every file, its modules loaded once: loading the app's module graph per file was most of
    // a small API file's time. Each file still builds its own app on its own copy of the template database;
    // process-wide caches are dropped by every app built (core/kept-in-memory.ts).
    isolate: false,
    fileParallelism: false,
  },
});
