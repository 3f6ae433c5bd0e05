import type { ProductCard, ProductDetail, ProductVariant } from '@shop/domain/catalog';
import type { Review } from '@shop/domain/reviews';

/** Test data of the catalogue's component tests: a product page with every part filled. */

/** A single price in cents, struck through when `regular` is higher. */
export const testPrice = (sale: number, regular = sale) => ({
  salePrice: sale,
  regularPrice: regular,
  salePriceFrom: sale,
  salePriceTo: sale,
  regularPriceFrom: regular,
  regularPriceTo: regular,
  isRangePrice: false,
  isShowLowestPrice: false,
  isShowHighestPrice: false,
  isShowRegularPrice: sale < regular,
  hasDiscount: sale < regular,
});

export function testCard(id: string, name: string, over: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    name,
    type: 'IN_STOCK',
    image: { imageUrl: `/img/${id}.svg` },
    productTag: null,
    hasCountDown: false,
    eventStartTime: null,
    eventEndTime: null,
    isUpcoming: false,
    isOngoing: false,
    isEnded: false,
    isGroupBuy: false,
    totalVariant: 1,
    price: testPrice(4000),
    hasInStock: true,
    hasLowStock: false,
    hasOutOfStock: false,
    ...over,
  };
}

export function testVariant(
  id: string,
  optionIds: string[],
  available: number,
  over: Partial<ProductVariant> = {},
): ProductVariant {
  return {
    id,
    productId: 'p1',
    name: `Kraken - ${id}`,
    sku: id,
    values: optionIds.map((o) => ({ code: 'c', name: 'n', value: o, optionId: o, optionName: o })),
    image: null,
    regularPrice: 6000,
    salePrice: 6000,
    isOnSale: false,
    saleStart: null,
    saleEnd: null,
    inventory: { available, currentStock: available, lowStockValue: 3, warning: null },
    currentStock: available,
    stockLevel: available > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    maxPerCustomer: null,
    ...over,
  };
}

const opt = (id: string, name: string, image: string | null) => ({
  id,
  name,
  value: id,
  image: image ? { imageUrl: image } : null,
});

export const testAttributes: ProductDetail['attributes'] = [
  {
    id: 'colour',
    code: 'colorway',
    name: 'Colorway',
    status: 'ACTIVE',
    options: [opt('abyss', 'Abyss', '/img/abyss.svg'), opt('coral', 'Coral', '/img/coral.svg')],
  },
  {
    id: 'kit',
    code: 'kit',
    name: 'Kit',
    status: 'ACTIVE',
    options: [opt('single', 'Single', null), opt('trio', 'Trio', null), opt('deluxe', 'Deluxe', null)],
  },
];

/** Abyss comes single (on sale) or trio (2 left); Coral only single, sold out; nothing comes deluxe. */
export const testVariants = [
  testVariant('abyss-single', ['abyss', 'single'], 20, {
    salePrice: 4500,
    isOnSale: true,
    image: { imageUrl: '/img/abyss.svg' },
  }),
  testVariant('abyss-trio', ['abyss', 'trio'], 2, { regularPrice: 15000, salePrice: 15000 }),
  testVariant('coral-single', ['coral', 'single'], 0, { image: { imageUrl: '/img/coral.svg' } }),
];

export function testProduct(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'p1',
    slug: 'kraken',
    name: 'Kraken',
    subName: 'Artisan keycap',
    alias: 'KR',
    description: '<p>A kraken.</p>',
    type: 'IN_STOCK',
    privacy: 'PUBLIC',
    status: 'ACTIVE',
    createdDate: '2026-01-01T00:00:00.000Z',
    releaseDate: null,
    favorite: false,
    images: [
      { id: 'i1', imageUrl: '/img/kraken-1.svg', fileName: 'kraken-1.svg', fileExtension: 'svg' },
      { id: 'i2', imageUrl: '/img/kraken-2.svg', fileName: 'kraken-2.svg', fileExtension: 'svg' },
    ],
    image: { id: 'i1', imageUrl: '/img/kraken-1.svg' },
    hasCountDown: false,
    eventStartTime: null,
    eventEndTime: null,
    upcomingTime: null,
    eventState: 'NONE',
    isUpcoming: false,
    isOngoing: false,
    isEnded: false,
    isGroupBuy: false,
    canBuy: true,
    prices: { ...testPrice(4500, 6000), useDiscountSetup: true, saleStartDate: null, saleEndDate: null },
    priceDisplaySetting: 'LOWEST_PRICE',
    quantityDisplaySetting: 'SHOW_LOW_STOCK',
    totalVariant: 3,
    inventory: { available: 22, currentStock: 22, lowStockValue: 3, warning: null },
    hasInStock: true,
    hasLowStock: true,
    hasOutOfStock: true,
    starReward: 4,
    highestBidPrice: null,
    categoryIds: [],
    mainCategory: null,
    subCategory: null,
    isCheckoutPasswordProtected: false,
    rating: { overall: 4.5, product: 4.5, reviews: 7, breakdown: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 5 } },
    purchasable: true,
    isBackOnShelf: false,
    refLink: null,
    isDistributor: false,
    maxPerCustomer: null,
    distributors: [],
    reason: null,
    totalBundles: 0,
    productTag: { name: 'HOT', style: 'hot' },
    tag: 'HOT',
    hashtags: ['kraken', '#artisan'],
    shortInfo: '<p>Cast in resin, painted by hand.</p>',
    longInfo: '<p>Every tentacle is sculpted twice.</p>',
    specification: '<ul><li>Profile: SA R1</li></ul>',
    package: '<p>A velvet pouch.</p>',
    deliveryAndShipping: '<p>Ships in 5 days.</p>',
    collaborators: [
      {
        id: 'c1',
        slug: 'kiln-and-key',
        name: 'Kiln & Key',
        avatar: null,
        originData: { pivot: { link: 'https://kiln.example', shortDescription: 'Ceramicist' } },
      },
    ],
    variants: testVariants,
    attributes: testAttributes,
    ...over,
  };
}

export function testReview(n: number): Review {
  return {
    id: `r${n}`,
    author: { fullName: `Reviewer ${n}`, avatar: null },
    rating: 5,
    message: `Review number ${n}`,
    createdDate: '2026-02-01T12:00:00.000Z',
    photos: [],
    variant: null,
    verifiedBuyer: true,
  };
}
