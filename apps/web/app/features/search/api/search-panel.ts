import type { ProductCardPage } from '@shop/domain/catalog';
import { api } from '../../../lib/api.ts';
import { GLOBAL_SEARCH_ARCHIVE } from '../lib/search-url.ts';

/**
 * The header panel's global search (spec 000 §7): GET /api/v1/search?text=&page=1&size=3 (000 §9: 3
 * results) with the archive-inclusion parameter, so archived products are found too.
 */
export const PANEL_SIZE = 3;

/** Silent: a panel that cannot answer just shows nothing; the result page explains failures. */
export async function searchPanel(text: string): Promise<ProductCardPage | null> {
  const q = new URLSearchParams({
    text,
    page: '1',
    size: String(PANEL_SIZE),
    archive: GLOBAL_SEARCH_ARCHIVE,
  });
  const result = await api.request<ProductCardPage>('GET', `/api/v1/search?${q}`, undefined, {
    silent: true,
  });
  return result.status === 200 ? result.body : null;
}
