export * from './push-token.ts';
export * from './schemas.ts';
