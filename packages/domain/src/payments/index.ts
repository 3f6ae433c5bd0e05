export * from './card-brands.ts';
export * from './methods.ts';
export * from './test-cards.ts';
