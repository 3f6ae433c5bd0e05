export * from './responsive.ts';
export * from './rules.ts';
export * from './schemas.ts';
