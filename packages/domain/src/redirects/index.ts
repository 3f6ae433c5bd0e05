export * from './same-origin.ts';
