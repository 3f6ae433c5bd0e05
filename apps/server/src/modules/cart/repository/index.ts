/**
 * The cart's SQL: members' carts and lines (carts.ts; read with the caller's session: cart-of-session.ts), and
 * the catalogue facts the cart rules read (facts.ts).
 */
export * from './cart-of-session.ts';
export * from './carts.ts';
export * from './facts.ts';
