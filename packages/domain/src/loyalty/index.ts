export * from './constants.ts';
export * from './ranks.ts';
export * from './schemas.ts';
