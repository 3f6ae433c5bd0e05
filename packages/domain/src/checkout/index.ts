export * from './constants.ts';
export * from './error-effects.ts';
export * from './schemas.ts';
export * from './store-totals.ts';
