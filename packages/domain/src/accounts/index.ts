export * from './auth-schemas.ts';
export * from './fields.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './phone.ts';
export * from './profile-schemas.ts';
export * from './ranks.ts';
export * from './roles.ts';
