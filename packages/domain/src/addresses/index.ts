export * from './countries-with-states.ts';
export * from './derived.ts';
export * from './messages.ts';
export * from './prefill.ts';
export * from './schemas.ts';
export * from './shipping-choice.ts';
