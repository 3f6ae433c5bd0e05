import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The whole (small) route manifest ships with the first page, so links work offline: no lazy manifest
  // patches to fetch when the connection drops.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
