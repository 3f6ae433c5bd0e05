// Every table, one file per capability; drizzle-kit and the client read this barrel.
export * from './abuse.ts';
export * from './account-codes.ts';
export * from './accounts.ts';
export * from './addresses.ts';
export * from './analytics.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './catalog-variants.ts';
export * from './content.ts';
export * from './content-forms.ts';
export * from './content-pages.ts';
export * from './jobs.ts';
export * from './mail.ts';
export * from './product-subscriptions.ts';
export * from './reviews.ts';
export * from './search.ts';
export * from './sessions.ts';
