export * from './api.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './page-size.ts';
export * from './paging.ts';
export * from './text.ts';
