import type { Config } from '@react-router/dev/config';

/** The storefront's settings (apps/web/react-router.config.ts), nothing else. */
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
