export * from './group-answer.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './place-writes.ts';
export * from './placement.ts';
export * from './status.ts';
export * from './stock.ts';
