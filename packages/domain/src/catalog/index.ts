export * from './bundle-price.ts';
export * from './detail-schemas.ts';
export * from './event-state.ts';
export * from './list-url.ts';
export * from './price.ts';
export * from './schemas.ts';
export * from './stock.ts';
