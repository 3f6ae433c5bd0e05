/** The cart's SQL: members' carts and lines (carts.ts), and the catalogue facts the cart rules read (facts.ts). */
export * from './carts.ts';
export * from './facts.ts';
