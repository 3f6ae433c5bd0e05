/**
 * Listing sizes of spec 001 §9 (default and largest page), apart from paging.ts's zod schemas: pages that
 * only need the numbers (the news and collab lists) do not load zod for them.
 */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
