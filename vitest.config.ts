import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time on a 2-core machine (the default would be one): API tests wait on the database.
    maxWorkers: 2,
    // Where the time goes: the slowest tests and files after the run.
    reporters: ['default', './scripts/vitest-slowest-reporter.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Builds the migrated and the seeded template databases once per run (see the file).
          globalSetup: ['apps/server/src/test/db-templates.ts'],
          // Files share the worker's loaded modules (no module mocks here); each still gets its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/app/test/setup.ts'],
          // A component test takes well under a second on an idle machine; on one busy with other work the
          // first render of a file (and a lazily imported part) waits for the transform: 5 s was not enough.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
