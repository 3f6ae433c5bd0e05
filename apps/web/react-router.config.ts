import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // The JavaScript budget check and the bundle report build elsewhere (WEB_BUILD_OUT), so a running shop
  // keeps its build.
  buildDirectory: process.env.WEB_BUILD_OUT || 'build',
  // The whole (small) route manifest ships with the first page, so links work offline: no lazy manifest
  // patches to fetch when the connection drops.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
