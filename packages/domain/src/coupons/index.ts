export * from './constants.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './totals.ts';
