import { z } from 'zod';

/**
 * The schema.org shapes the shop's JSON-LD must have, as search engines read them (Google's required and
 * recommended properties for Organization, WebSite search box, BreadcrumbList, Article, Product). Tests
 * validate every JSON-LD block a page prints against these. `base` is the shop's public address: every URL
 * in a block must be absolute on it.
 */
export function schemaOrg(base: string) {
  const url = z.string().refine((u) => u === base || u.startsWith(`${base}/`), `an absolute URL on ${base}`);
  const isoDate = z
    .string()
    .refine((d) => !Number.isNaN(Date.parse(d)) && /^\d{4}-\d{2}-\d{2}T/.test(d), 'ISO 8601');
  const context = z.literal('https://schema.org');
  // A price as schema.org reads it: a decimal with a dot, no currency sign ("45.00").
  const decimal = z.string().regex(/^\d+(\.\d{1,2})?$/, 'a decimal price');
  const organization = z.object({
    '@type': z.literal('Organization'),
    name: z.string().min(1),
    url,
    logo: url.optional(),
    email: z.string().optional(),
    sameAs: z.array(z.url()).optional(),
  });
  const shapes = {
    Organization: organization.extend({ '@context': context }).strict(),
    WebSite: z
      .object({
        '@context': context,
        '@type': z.literal('WebSite'),
        name: z.string().min(1),
        url,
        potentialAction: z.object({
          '@type': z.literal('SearchAction'),
          target: z.object({
            '@type': z.literal('EntryPoint'),
            urlTemplate: url.refine((u) => u.includes('{search_term_string}'), 'a template'),
          }),
          'query-input': z.literal('required name=search_term_string'),
        }),
      })
      .strict(),
    BreadcrumbList: z
      .object({
        '@context': context,
        '@type': z.literal('BreadcrumbList'),
        itemListElement: z
          .array(
            z.object({
              '@type': z.literal('ListItem'),
              position: z.number().int(),
              name: z.string().min(1),
              item: url,
            }),
          )
          .min(1)
          .refine((items) => items.every((it, i) => it.position === i + 1), 'positions 1, 2, 3...'),
      })
      .strict(),
    Article: z
      .object({
        '@context': context,
        '@type': z.literal('Article'),
        headline: z.string().min(1).max(110),
        description: z.string(),
        image: z.array(url).min(1).optional(),
        datePublished: isoDate.optional(),
        dateModified: isoDate,
        author: organization,
        publisher: organization,
        mainEntityOfPage: z.object({ '@type': z.literal('WebPage'), '@id': url }),
        url,
      })
      .strict(),
    Product: z.object({
      '@context': context,
      '@type': z.literal('Product'),
      name: z.string().min(1),
      image: z.array(url).min(1),
      url,
      // Google's merchant listings need the price: `price` of an Offer, `lowPrice` of an AggregateOffer.
      offers: z.discriminatedUnion('@type', [
        z.object({
          '@type': z.literal('Offer'),
          priceCurrency: z.literal('USD'),
          price: decimal,
          availability: z.string().startsWith('https://schema.org/'),
          url,
        }),
        z.object({
          '@type': z.literal('AggregateOffer'),
          priceCurrency: z.literal('USD'),
          lowPrice: decimal,
          highPrice: decimal,
          offerCount: z.number().int().min(1),
          availability: z.string().startsWith('https://schema.org/'),
          url,
        }),
      ]),
    }),
  };
  return {
    /** Validates one JSON-LD block by its @type; throws with the reasons when it does not fit. */
    check(block: unknown): string {
      const type = (block as { '@type'?: string })?.['@type'] ?? '';
      const shape = shapes[type as keyof typeof shapes];
      if (!shape) throw new Error(`unexpected JSON-LD @type ${type}`);
      shape.parse(block);
      return type;
    },
  };
}

/** The JSON-LD blocks of an HTML page, parsed. */
export const jsonLdBlocks = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
