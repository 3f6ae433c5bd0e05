export * from './orders.ts';
export * from './payments.ts';
export * from './placement.ts';
export * from './stock.ts';
