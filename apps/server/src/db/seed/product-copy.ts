import type { ProductSpec } from './spec-helpers.ts';

/** Product page texts (HTML the storefront sanitises), written per kind of product. */
export interface ProductCopy {
  description: string;
  shortInfo: string;
  longInfo: string;
  specification: string;
  package: string;
  deliveryAndShipping: string;
  hashtags: string[];
}

const SPECS: Record<string, string[]> = {
  sculpt: [
    'Profile: Cherry-compatible MX stem',
    'Material: layered resin, hand-painted',
    'Size: about 19 × 19 × 22 mm',
  ],
  keycap: [
    'Profile: Cherry',
    'Material: doubleshot PBT, 1.5 mm walls',
    'Layouts: 60% to full size, ISO and ANSI',
  ],
  deskmat: ['Surface: stitched-edge cloth', 'Base: 4 mm natural rubber', 'Print: dye-sublimated, washable'],
  keyboard: [
    'Case: CNC aluminium, gasket mount',
    'PCB: hot-swap, QMK/VIA',
    'Plate: FR4 and aluminium included',
  ],
  pin: ['Hard enamel with gold plating', 'Size: 35 mm', 'Two rubber clutches'],
  plush: ['Soft minky fabric', 'Embroidered eyes, safe for all ages', 'Regular 20 cm, Jumbo 40 cm'],
  cable: ['USB-C to USB-C, 1.5 m', 'GX16 aviator connector', 'Paracord over techflex sleeve'],
  gift: ['Given with stars; not sold separately'],
  box: ['Picked from the listed editions', 'Numbered packaging'],
};

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export function productCopy(spec: ProductSpec, blurb: string): ProductCopy {
  const what = spec.subName?.toLowerCase() ?? 'piece';
  const ways = spec.variants.map((v) => v.value).join(', ');
  const groupBuy = spec.type === 'GROUP_BUY';
  return {
    description: `${spec.name} — ${what} ${blurb}. Available in ${ways}.`,
    shortInfo: `<p>${spec.name}, ${blurb}. Choose from ${spec.variants.length} option${spec.variants.length > 1 ? 's' : ''}: ${ways}.</p>`,
    longInfo:
      `<h3>About ${spec.name}</h3><p>Every ${spec.name} starts as a hand sculpt in our studio. ` +
      `We test fit on a dozen boards before a single piece is poured, then paint and inspect each one.</p>` +
      (groupBuy
        ? '<p>This is a group buy: production starts when the campaign ends, and pieces ship in the order they were made.</p>'
        : '<p>Ready to ship from our workshop within 3 business days.</p>'),
    specification: list(SPECS[spec.motif] ?? SPECS.box!),
    package: list([`1 × ${spec.name}`, 'Artist card', 'Protective foam box']),
    deliveryAndShipping: groupBuy
      ? '<p>Estimated shipping 3–4 months after the group buy ends. Import taxes are paid by the buyer.</p>'
      : '<p>Ships worldwide with tracking. Free shipping on orders over $150.</p>',
    hashtags: [
      'dwarffactory',
      spec.motif === 'sculpt' ? 'artisankeycap' : 'mechanicalkeyboard',
      spec.category,
    ],
  };
}
