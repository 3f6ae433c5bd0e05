export * from './constants.ts';
export * from './error-effects.ts';
export * from './schemas.ts';
