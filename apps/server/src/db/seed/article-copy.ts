/** The demo news: three categories, twenty posts, one still a draft. */
export const ARTICLE_CATEGORIES = [
  { slug: 'behind-the-sculpt', name: 'Behind the Sculpt', description: 'How our artisans are made.' },
  {
    slug: 'group-buy-updates',
    name: 'Group Buy Updates',
    description: 'Production news for every campaign.',
  },
  { slug: 'desk-setups', name: 'Desk Setups', description: 'Boards and desks from our community.' },
] as const;
export type ArticleCategorySlug = (typeof ARTICLE_CATEGORIES)[number]['slug'];

export const ARTICLES: { title: string; category: ArticleCategorySlug; draft?: boolean }[] = [
  { title: 'Inside the Moss Golem Studio Session', category: 'behind-the-sculpt' },
  { title: 'Nightfall Group Buy: Production Update #1', category: 'group-buy-updates' },
  { title: 'Five Desks Built Around a Single Artisan', category: 'desk-setups' },
  { title: 'How We Pour a Four-Layer Colorway', category: 'behind-the-sculpt' },
  { title: 'Forge65 Samples Have Landed', category: 'group-buy-updates' },
  { title: 'A Cozy Glacier Setup for Winter', category: 'desk-setups' },
  { title: 'Painting Eyes: The Hardest Two Millimetres', category: 'behind-the-sculpt' },
  { title: 'Porcelain Keycap Set Is Shipping', category: 'group-buy-updates' },
  { title: 'Midnight Ember: Building a Dark Desk', category: 'desk-setups' },
  { title: 'From Clay to Resin: The Ember Drake Story', category: 'behind-the-sculpt' },
  { title: 'Anvil TKL: Final Count and Shipping Plan', category: 'group-buy-updates' },
  { title: 'Small Desk, Big Personality', category: 'desk-setups' },
  { title: 'Why Our Moulds Last Only Forty Pours', category: 'behind-the-sculpt' },
  { title: 'Verdant Grove Group Buy: What to Expect', category: 'group-buy-updates' },
  { title: 'The Collector Wall: Displaying Your Artisans', category: 'desk-setups' },
  { title: 'Meet the Painters Behind Forest Sprite', category: 'behind-the-sculpt' },
  { title: 'Koi Pond Deskmat: Colour Proofs Approved', category: 'group-buy-updates' },
  { title: 'A Travel Setup That Fits in a Backpack', category: 'desk-setups' },
  { title: 'Sculpting a One-of-One for Auction', category: 'behind-the-sculpt' },
  { title: 'Hearth75 Prototype: First Look', category: 'group-buy-updates', draft: true },
];

const INTRO: Record<ArticleCategorySlug, string> = {
  'behind-the-sculpt':
    'Every artisan that leaves our studio has passed through at least six pairs of hands. This is what happens in between.',
  'group-buy-updates':
    'Thank you for your patience. Here is where production stands, what changed since the last update and what comes next.',
  'desk-setups':
    'Our community keeps sending us desks that make us want to rearrange our own. Here are a few favourites.',
};

const STEPS: Record<ArticleCategorySlug, string[]> = {
  'behind-the-sculpt': [
    'Sketches and a rough clay model',
    'A silicone master mould',
    'Layered resin pours, one colour a day',
    'Hand painting under magnification',
  ],
  'group-buy-updates': [
    'Final colour proofs approved',
    'Mass production in progress',
    'Quality check at our warehouse',
    'Packing and shipping in order of purchase',
  ],
  'desk-setups': [
    'Start with one hero piece',
    'Match the deskmat to the keycaps, not the other way round',
    'Keep cables short and colour-matched',
    'Leave room for a plant',
  ],
};

/** Real-sounding HTML: headings, paragraphs and a list, sanitised by the storefront on display. */
export function articleHtml(title: string, category: ArticleCategorySlug): string {
  const steps = STEPS[category].map((s) => `<li>${s}</li>`).join('');
  return [
    `<p>${INTRO[category]}</p>`,
    `<h2>${title}</h2>`,
    '<p>We keep each batch small on purpose: it lets us catch bubbles, colour drift and fit issues before they reach you, and it keeps every piece a little different from the next.</p>',
    '<h3>How it comes together</h3>',
    `<ol>${steps}</ol>`,
    '<p>Questions? Our support team answers every message, usually within one business day.</p>',
    '<h3>What is next</h3>',
    '<ul><li>More photos on our social channels this week</li><li>A live stream with the artist</li><li>Restock dates in the next newsletter</li></ul>',
  ].join('');
}
