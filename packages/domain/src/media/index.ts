export * from './responsive.ts';
