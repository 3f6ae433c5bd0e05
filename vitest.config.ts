import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
        // As in apps/web/vite.config.ts: components get the app's own translation hook.
        resolve: {
          alias: { 'react-i18next': path.resolve(import.meta.dirname, 'apps/web/app/lib/react-i18next.ts') },
        },
      },
    ],
  },
});
