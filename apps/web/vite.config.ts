import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Components import `useTranslation` from 'react-i18next'; the app's own hook answers (lib/react-i18next.ts).
  resolve: {
    alias: { 'react-i18next': path.resolve(import.meta.dirname, 'app/lib/react-i18next.ts') },
  },
  // The domain package ships TypeScript sources: bundle it into the server build instead of leaving it to node.
  ssr: { noExternal: ['@shop/domain'] },
  build: {
    rollupOptions: {
      // Domain modules are pure; telling the bundler so lets it drop unused zod schemas from the browser bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') },
      output: {
        // Few, larger files: a page then needs 2 stylesheets and a handful of scripts instead of 20 small
        // requests, which matters on HTTP/1.1 (6 connections) and on slow mobile networks.
        codeSplitting: {
          groups: [
            // altcha stays out: it is imported on demand by shell/captcha-loader.ts, and a group would pull
            // it into the entry chunk every page loads (~220 kB).
            { name: 'vendor', test: /node_modules\/(?!altcha\/)/ },
            { name: 'app', test: /\/app\/(lib|shell|features|locales)\// },
          ],
        },
      },
    },
  },
});
