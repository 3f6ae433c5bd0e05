import type { ProductCardPage } from '@shop/domain/catalog';
import { api } from '../../../lib/api.ts';

/** PUT /api/v1/me/wishlist/{id} answer. */
export interface WishlistState {
  productId: string;
  favorite: boolean;
}

/** Adds a product to the wishlist (flag true) or removes it (spec 000 §7: {flag, kind: WISHLIST}). */
export const setWishlisted = (productId: string, flag: boolean) =>
  api.request<WishlistState>('PUT', `/api/v1/me/wishlist/${encodeURIComponent(productId)}`, {
    flag,
    kind: 'WISHLIST',
  });

export const WISHLIST_PAGE_SIZE = 12;

/** The wishlist page's query: GET /api/v1/me/wishlist, latest added first. */
export const wishlistPath = (page: number) => `/api/v1/me/wishlist?page=${page}&size=${WISHLIST_PAGE_SIZE}`;

export type WishlistPage = ProductCardPage;
