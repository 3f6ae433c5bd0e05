export * from './rates.ts';
export * from './schemas.ts';
