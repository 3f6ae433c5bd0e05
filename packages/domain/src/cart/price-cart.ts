import { bundlePrice } from '../catalog/bundle-price.ts';
import { canBuyInState, eventState } from '../catalog/event-state.ts';
import { effectivePrice } from '../catalog/price.ts';
import { stockLevel } from '../catalog/stock.ts';
import { isValidSelection } from './bundle-rules.ts';
import type { CartWarning } from './constants.ts';
import type { BundleFacts, CartFacts, VariantFacts } from './facts.ts';
import { displayedLimit, limitRoom } from './limits.ts';
import { type CartLineRecord, heldByVariant, lineKey, ownHolding } from './line.ts';
import { maxQuantity, quantityProblem } from './quantity.ts';
import type { Cart, CartLine } from './schemas.ts';

type Child = CartLine['children'][number];
type Held = ReadonlyMap<string, number>;

/** A variant may be sold through the cart (gifts are given: they need not be purchasable). */
function sellable(f: VariantFacts, gift: boolean): boolean {
  return f.listed && !f.isDistributor && (gift || f.purchasable);
}

const eventOpen = (f: VariantFacts, now: Date | number) => canBuyInState(eventState(f.event, now));

/** What the line may still take of a variant: its stock minus what the cart's other lines hold of it. */
function remainFor(f: VariantFacts, line: CartLineRecord, held: Held): number {
  const others = (held.get(f.variantId) ?? 0) - ownHolding(line, f.variantId);
  return Math.max(0, f.available - others);
}

function overLimit(f: VariantFacts, lines: readonly CartLineRecord[], facts: CartFacts): boolean {
  const room = limitRoom(f, lines, facts);
  return room !== null && room.used > room.limit;
}

interface LineFigures {
  name: string;
  variantName: string | null;
  slug: string | null;
  imageUrl: string | null;
  type: CartLine['type'];
  productId: string | null;
  values: CartLine['values'];
  price: number;
  salePrice: number;
  unavailable: boolean;
  countdown: boolean;
  outOfStock: boolean;
  lowStock: boolean;
  stockRemain: number;
  /** The smallest stock among the line's variants (extraInfo.currentStock). */
  currentStock: number;
  lowStockRemaining: number;
  passwordStale: boolean;
  passwordProtected: boolean;
  overLimit: boolean;
  maxPerCustomer: number | null;
  isGroupBuy: boolean;
  children: Child[];
}

function variantFigures(
  line: CartLineRecord,
  f: VariantFacts,
  lines: readonly CartLineRecord[],
  facts: CartFacts,
  held: Held,
  now: Date | number,
): LineFigures {
  const gift = line.kind === 'GIFT';
  return {
    name: f.productName,
    variantName: f.variantName,
    slug: f.productSlug,
    imageUrl: f.imageUrl,
    type: f.productType,
    productId: f.productId,
    values: f.values,
    price: f.price.regularPrice,
    salePrice: gift ? 0 : effectivePrice(f.price, now),
    unavailable: !sellable(f, gift),
    countdown: !eventOpen(f, now),
    outOfStock: f.available <= 0,
    lowStock: stockLevel(f) === 'LOW_STOCK',
    stockRemain: remainFor(f, line, held),
    currentStock: f.available,
    lowStockRemaining: f.lowStockValue,
    passwordStale: !gift && f.passwordToken !== null && line.cartPassword !== f.passwordToken,
    passwordProtected: f.passwordToken !== null,
    overLimit: !gift && overLimit(f, lines, facts),
    maxPerCustomer: gift ? null : displayedLimit(f.variantLimit, f.productLimit),
    isGroupBuy: f.productType === 'GROUP_BUY',
    children: [],
  };
}

function bundleFigures(
  line: CartLineRecord,
  b: BundleFacts | undefined,
  lines: readonly CartLineRecord[],
  facts: CartFacts,
  held: Held,
  now: Date | number,
): LineFigures {
  const members = line.variantIds.map((id) => ({ id, f: facts.variants.get(id) }));
  const known = members.flatMap((m) => (m.f ? [m.f] : []));
  const children: Child[] = members.map(({ id, f }) => ({
    variantId: id,
    productId: f?.productId ?? null,
    name: f?.productName ?? '',
    variantName: f?.variantName ?? null,
    slug: f?.productSlug ?? null,
    image: f?.imageUrl ? { imageUrl: f.imageUrl } : null,
    values: f?.values ?? [],
    regularPrice: f?.price.regularPrice ?? 0,
    quantity: 1,
    stockRemain: f ? remainFor(f, line, held) : 0,
    unavailable: !f || !sellable(f, false) || f.passwordToken !== null,
    hasOutOfStock: !f || f.available <= 0,
  }));
  const regulars = known.map((f) => f.price.regularPrice);
  const one = b ? bundlePrice(b.discount, regulars, 1) : { regularPrice: 0, salePrice: 0 };
  const valid = b?.productListed === true && isValidSelection(b, line.variantIds);
  const stocks = known.map((f) => f.available);
  const limits = known.map((f) => displayedLimit(f.variantLimit, f.productLimit)).filter((n) => n !== null);
  return {
    name: b?.name ?? '',
    variantName: null,
    slug: b?.productSlug ?? null,
    imageUrl: b?.imageUrl ?? known[0]?.imageUrl ?? null,
    type: 'BUNDLE',
    productId: b?.productId ?? null,
    values: [],
    price: one.regularPrice,
    salePrice: one.salePrice,
    // A protected product cannot join a bundle: its secret is asked for one product at a time.
    unavailable: !valid || known.length !== members.length || children.some((c) => c.unavailable),
    countdown: known.some((f) => !eventOpen(f, now)),
    outOfStock: children.some((c) => c.hasOutOfStock),
    lowStock: known.some((f) => stockLevel(f) === 'LOW_STOCK'),
    stockRemain: Math.min(...children.map((c) => c.stockRemain)),
    currentStock: stocks.length ? Math.min(...stocks) : 0,
    lowStockRemaining: known.length ? Math.max(...known.map((f) => f.lowStockValue)) : 0,
    passwordStale: false,
    passwordProtected: false,
    overLimit: known.some((f) => overLimit(f, lines, facts)),
    maxPerCustomer: limits.length ? Math.min(...limits) : null,
    isGroupBuy: known.some((f) => f.productType === 'GROUP_BUY'),
    children,
  };
}

const UNKNOWN: LineFigures = {
  name: '',
  variantName: null,
  slug: null,
  imageUrl: null,
  type: null,
  productId: null,
  values: [],
  price: 0,
  salePrice: 0,
  unavailable: true,
  countdown: false,
  outOfStock: false,
  lowStock: false,
  stockRemain: 0,
  currentStock: 0,
  lowStockRemaining: 0,
  passwordStale: false,
  passwordProtected: false,
  overLimit: false,
  maxPerCustomer: null,
  isGroupBuy: false,
  children: [],
};

function warningsOf(line: CartLineRecord, x: LineFigures, invalidQuantity: boolean): CartWarning[] {
  const w: CartWarning[] = [];
  if (x.unavailable) w.push('PRODUCT_UNAVAILABLE_ERROR');
  if (x.countdown) w.push('COUNT_DOWN_ERROR');
  if (x.outOfStock) w.push('OUT_OF_STOCK_ERROR');
  if (invalidQuantity) w.push(line.kind === 'BUNDLE' ? 'BUNDLE_QUANTITY_ERROR' : 'QUANTITY_ERROR');
  if (x.lowStock && !x.outOfStock) w.push('LOW_STOCK_WARN');
  if (x.overLimit) w.push('PURCHASE_LIMIT_ERROR');
  if (x.passwordStale) w.push('PASSWORD_UPDATE_WARN');
  if (line.seenPrice !== null && line.kind !== 'GIFT' && line.seenPrice !== x.salePrice && !x.unavailable)
    w.push('PRICE_UPDATE_WARN');
  return w;
}

/** One line priced now, with its warnings and flags (spec 000 §4, 002 §3-§4). */
export function priceLine(
  line: CartLineRecord,
  lines: readonly CartLineRecord[],
  facts: CartFacts,
  now: Date | number,
  held: Held = heldByVariant(lines),
  id: string | null = null,
): CartLine {
  const f = line.variantId ? facts.variants.get(line.variantId) : undefined;
  const x =
    line.kind === 'BUNDLE'
      ? bundleFigures(
          line,
          line.bundleId ? facts.bundles.get(line.bundleId) : undefined,
          lines,
          facts,
          held,
          now,
        )
      : f
        ? variantFigures(line, f, lines, facts, held, now)
        : UNKNOWN;
  // An unavailable or sold-out line says so; its quantity is not the problem.
  const invalidQuantity =
    !x.unavailable && !x.outOfStock && quantityProblem(line.quantity, x.stockRemain, x.currentStock) !== null;
  const warnings = warningsOf(line, x, invalidQuantity);
  const disabled = x.unavailable || x.outOfStock || x.countdown;
  return {
    key: lineKey(line),
    id,
    kind: line.kind,
    type: x.type,
    productId: x.productId,
    variantId: line.variantId,
    bundleId: line.bundleId,
    variantIds: line.variantIds,
    couponId: line.couponId,
    name: x.name,
    variantName: x.variantName,
    slug: x.slug,
    image: x.imageUrl ? { imageUrl: x.imageUrl } : null,
    values: x.values,
    quantity: line.quantity,
    price: x.price,
    salePrice: x.salePrice,
    lineTotal: line.quantity * x.salePrice,
    previousPrice: warnings.includes('PRICE_UPDATE_WARN') ? line.seenPrice : null,
    isGroupBuy: x.isGroupBuy,
    isBundle: line.kind === 'BUNDLE',
    isGift: line.kind === 'GIFT',
    hasDiscount: x.salePrice < x.price,
    unavailable: x.unavailable,
    hasOutOfStock: x.outOfStock,
    hasInvalidQuantity: invalidQuantity,
    hasLowStock: x.lowStock,
    disabled,
    stockRemain: x.stockRemain,
    maxQuantity: maxQuantity(x.stockRemain),
    passwordProtected: x.passwordProtected,
    cartPassword: line.cartPassword,
    maxPerCustomer: x.maxPerCustomer,
    warnings,
    children: x.children,
    extraInfo: { currentStock: x.currentStock, lowStockRemaining: x.lowStockRemaining },
    addToCartDate: line.addedAt,
  };
}

/** Warnings that keep a line from being checked out; the others (low stock, a new price) only inform. */
const BLOCKING: ReadonlySet<CartWarning> = new Set([
  'PRODUCT_UNAVAILABLE_ERROR',
  'QUANTITY_ERROR',
  'OUT_OF_STOCK_ERROR',
  'COUNT_DOWN_ERROR',
  'BUNDLE_QUANTITY_ERROR',
  'COUNTRY_UNSUPPORT_ERROR',
  'PURCHASE_LIMIT_ERROR',
  'PASSWORD_UPDATE_WARN',
]);

export const isBlocking = (line: Pick<CartLine, 'warnings'>) => line.warnings.some((w) => BLOCKING.has(w));

/**
 * The whole cart priced now: lines in the order they were added (spec 002 §3), the badge count, and the
 * total of the lines that can be bought. `ids` gives member lines their ids, by key.
 */
export function priceCart(
  lines: readonly CartLineRecord[],
  facts: CartFacts,
  now: Date | number,
  options: { version?: number; ids?: ReadonlyMap<string, string> } = {},
): Cart {
  const held = heldByVariant(lines);
  const ordered = [...lines].sort(
    (a, b) => a.addedAt.localeCompare(b.addedAt) || lineKey(a).localeCompare(lineKey(b)),
  );
  const cartItems = ordered.map((line) =>
    priceLine(line, lines, facts, now, held, options.ids?.get(lineKey(line)) ?? null),
  );
  return {
    cartItems,
    totalItem: cartItems.reduce((n, l) => n + l.quantity, 0),
    total: cartItems.reduce((sum, l) => sum + (l.disabled ? 0 : l.lineTotal), 0),
    canCheckout: cartItems.length > 0 && !cartItems.some(isBlocking),
    version: options.version ?? 0,
  };
}
