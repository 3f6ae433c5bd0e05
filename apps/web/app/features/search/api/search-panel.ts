import type { ProductCardPage } from '@shop/domain/catalog';
import { api } from '../../../lib/api.ts';

/** The header panel's question: GET /api/v1/search?text=&page=1&size=3 (spec 000 §9: 3 results). */
export const PANEL_SIZE = 3;

/** Silent: a panel that cannot answer just shows nothing; the result page explains failures. */
export async function searchPanel(text: string): Promise<ProductCardPage | null> {
  const q = new URLSearchParams({ text, page: '1', size: String(PANEL_SIZE) });
  const result = await api.request<ProductCardPage>('GET', `/api/v1/search?${q}`, undefined, {
    silent: true,
  });
  return result.status === 200 ? result.body : null;
}
