import { z } from 'zod';
import { productCard } from '../catalog/schemas.ts';
import { productsOfYear } from './collabs.ts';
import { banner } from './schemas.ts';

/**
 * GET /api/v1/heritage (spec 002 §3 "Heritage"). The spec shows archivedProductsByYear "in reversed
 * order": we read that as newest year first (the archive is stored by year ascending, the page starts
 * from the latest), and the API sends it already in that order; inside a year, the curated order.
 */
export const heritageResponse = z.object({
  id: z.string().nullable(),
  title: z.string(),
  eventBanners: z.array(banner),
  archivedProductsByYear: z.array(productsOfYear(productCard)),
  eventProducts: z.array(productCard),
});
export type HeritageResponse = z.infer<typeof heritageResponse>;
