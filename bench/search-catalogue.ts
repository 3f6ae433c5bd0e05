import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

/**
 * 10,000 generated products on top of the demo shop, in a handful of INSERT ... SELECT generate_series
 * statements: names from 40 adjectives x 40 creatures x 8 kinds, 1-3 variants with stock, an image, a
 * collaborator for one in four, about 90% ACTIVE, 5% ARCHIVED, 5% DRAFT. The search triggers build every
 * product's document and the vocabulary as the rows go in, as they would for a real catalogue.
 */
const ADJECTIVES = [
  'Amber',
  'Misty',
  'Crimson',
  'Silver',
  'Golden',
  'Shadow',
  'Frosted',
  'Ember',
  'Lunar',
  'Solar',
  'Velvet',
  'Coral',
  'Ivory',
  'Onyx',
  'Jade',
  'Cobalt',
  'Scarlet',
  'Mossy',
  'Stormy',
  'Dusky',
  'Glowing',
  'Rusty',
  'Pearl',
  'Sable',
  'Verdant',
  'Twilight',
  'Copper',
  'Crystal',
  'Obsidian',
  'Sunlit',
  'Hollow',
  'Ancient',
  'Tiny',
  'Wild',
  'Sleepy',
  'Brave',
  'Quiet',
  'Gilded',
  'Painted',
  'Spectral',
];
const CREATURES = [
  'Fox',
  'Owl',
  'Drake',
  'Golem',
  'Sprite',
  'Kitsune',
  'Whale',
  'Beetle',
  'Phoenix',
  'Rabbit',
  'Koi',
  'Turtle',
  'Dragon',
  'Moth',
  'Troll',
  'Scarab',
  'Cat',
  'Imp',
  'Boar',
  'Serpent',
  'Crab',
  'Lion',
  'Wren',
  'Kraken',
  'Ghost',
  'Ram',
  'Nomad',
  'Elder',
  'Warden',
  'Whisperer',
  'Hatchling',
  'Spirit',
  'Lantern',
  'Mushroom',
  'Badger',
  'Otter',
  'Heron',
  'Yeti',
  'Griffin',
  'Sphinx',
];
const KINDS: [string, string][] = [
  ['Keycap', 'artisan-keycaps'],
  ['Keycap Set', 'keycap-sets'],
  ['Deskmat', 'deskmats'],
  ['Enamel Pin', 'enamel-pins'],
  ['Plush', 'plush'],
  ['Keyboard Kit', 'keyboard-kits'],
  ['Coiled Cable', 'cables'],
  ['Blind Box', 'extras'],
];
const COLORWAYS = [
  'Midnight Ember',
  'Glacier',
  'Verdant',
  'Sakura Dusk',
  'Obsidian',
  'Aurora',
  'Honeycomb',
  'Sea Glass',
];

const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

export async function generateCatalogue(db: Db, count: number): Promise<void> {
  const kinds = sql.join(
    KINDS.map(([name, slug], i) => sql`(${i}::int, ${name}::text, ${slug}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into products (store_id, type, slug, name, sub_name, alias, description, privacy, status,
      has_count_down, event_start_time, event_end_time, main_category_id, sub_category_id, hashtags,
      short_info, created_at, updated_at)
    select s.id,
      case when h % 10 = 0 then 'GROUP_BUY' when h % 23 = 0 then 'RAFFLE' else 'IN_STOCK' end,
      'gen-' || i || '-' || lower(a) || '-' || lower(c) || '-' || replace(lower(k.name), ' ', '-'),
      a || ' ' || c || ' ' || k.name,
      k.name,
      upper(left(a, 1) || left(c, 1)),
      a || ' ' || c || ' — hand-finished ' || lower(k.name) || ' in ' || w || ', poured in small batches.',
      'PUBLIC',
      case when h % 20 = 0 then 'ARCHIVED' when h % 20 = 1 then 'DRAFT' else 'ACTIVE' end,
      h % 10 = 0,
      case when h % 10 = 0 then now() - interval '2 days' end,
      case when h % 10 = 0 then now() + interval '5 days' end,
      sub.parent_id, sub.id,
      array['dwarffactory', replace(lower(k.name), ' ', '')],
      '<p>' || a || ' ' || c || '</p>',
      now() - (i || ' minutes')::interval, now()
    from generate_series(1, ${count}) as i
    cross join lateral (select
      (${textArray(ADJECTIVES)})[1 + i % 40] as a,
      (${textArray(CREATURES)})[1 + (i / 40) % 40] as c,
      (${textArray(COLORWAYS)})[1 + i % 8] as w,
      -- Status and type from a hash, so that they do not follow the name's parts.
      abs(hashtext('p' || i)) as h) names
    join (values ${kinds}) as k(n, name, slug) on k.n = (i / 1600) % 8
    join categories sub on sub.slug = k.slug
    cross join (select id from stores limit 1) s`);
  await db.execute(sql`
    insert into product_variants (product_id, name, sku, regular_price, sale_price, sale_start, sale_end, image_url, position)
    select p.id, p.name || ' #' || v, 'GEN-' || split_part(p.slug, '-', 2) || '-' || v,
      1500 + (abs(hashtext(p.slug)) % 200) * 100 + v * 500,
      case when abs(hashtext(p.slug)) % 6 = 0 then 1200 + (abs(hashtext(p.slug)) % 200) * 90 end,
      now() - interval '1 day', now() + interval '6 days',
      '/uploads/demo/products/forest-sprite-1.svg', v - 1
    from products p cross join lateral generate_series(1, 1 + abs(hashtext(p.slug)) % 3) as v
    where p.slug like 'gen-%'`);
  await db.execute(sql`
    insert into variant_inventory (variant_id, available, current_stock, low_stock_value)
    select v.id, abs(hashtext(v.sku)) % 60, abs(hashtext(v.sku)) % 60, 5
    from product_variants v where v.sku like 'GEN-%'`);
  await db.execute(sql`
    insert into product_images (product_id, image_url, file_name, file_extension, position)
    select id, '/uploads/demo/products/forest-sprite-1.svg', 'forest-sprite-1.svg', 'svg', 0
    from products where slug like 'gen-%'`);
  await db.execute(sql`
    insert into collaborator_products (collaborator_id, product_id, year, featured, position)
    select c.ids[1 + p.n % array_length(c.ids, 1)], p.id, 2025, false, 0
    from (select id, row_number() over (order by slug) as n from products where slug like 'gen-%') p
    cross join (select array_agg(id order by slug) as ids from collaborators) c
    where p.n % 4 = 0`);
  // Statistics for the planner, as autovacuum would gather them on a live shop (no VACUUM: the search
  // indexes keep no pending list, migration 0007).
  await db.execute(sql`analyze`);
}
