import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** React Router's plugin and Vite's defaults: the framework's floor, no splitting rules of ours. */
export default defineConfig({ plugins: [reactRouter()] });
