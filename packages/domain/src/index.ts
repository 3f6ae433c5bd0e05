export * from './shared/index.ts';
