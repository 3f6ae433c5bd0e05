export * from './collabs.ts';
export * from './forms.ts';
export * from './heritage.ts';
export * from './news.ts';
export * from './schemas.ts';
