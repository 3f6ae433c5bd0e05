export * from './schemas.ts';
export * from './write.ts';
