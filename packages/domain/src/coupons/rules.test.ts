import { describe, expect, it } from 'vitest';
import {
  type CouponUseFacts,
  combineProblems,
  couponUseProblem,
  type RedeemFacts,
  redemptionState,
  walletExpiry,
} from './rules.ts';

const now = new Date('2026-06-15T12:00:00Z');
const day = 86_400_000;
const base: CouponUseFacts = {
  type: 'FIXED_AMOUNT',
  storeId: null,
  startDate: new Date(now.getTime() - day),
  endDate: new Date(now.getTime() + day),
  minimumOrderValue: 2000,
  firstOrderOnly: false,
  limitPerCoupon: 10,
  limitPerUser: 1,
  totalUsed: 0,
  totalUsedByUser: 0,
};
const at = { now, storeId: 'store-1', subTotal: 5000, isFirstOrder: false };

describe('couponUseProblem', () => {
  it.each<[string, Partial<CouponUseFacts>, Partial<typeof at>, string | null]>([
    ['a valid coupon', {}, {}, null],
    ['not started', { startDate: new Date(now.getTime() + 1000) }, {}, 'NOT_STARTED'],
    ['ended', { endDate: new Date(now.getTime() - 1000) }, {}, 'EXPIRED'],
    ['another store', { storeId: 'store-2' }, {}, 'OTHER_STORE'],
    ['its store', { storeId: 'store-1' }, {}, null],
    ['below the minimum order', {}, { subTotal: 1999 }, 'MINIMUM_ORDER'],
    ['used up', { totalUsed: 10 }, {}, 'USED_UP'],
    ['used up by this shopper', { totalUsedByUser: 1 }, {}, 'USED_UP_BY_USER'],
    ['unlimited', { limitPerCoupon: null, limitPerUser: null, totalUsed: 999, totalUsedByUser: 9 }, {}, null],
    ['first order only, not a first order', { firstOrderOnly: true }, {}, 'FIRST_ORDER_ONLY'],
    ['first order only, a first order', { firstOrderOnly: true }, { isFirstOrder: true }, null],
    [
      'a wallet coupon past its own expiry',
      { wallet: { expiresAt: new Date(now.getTime() - 1), used: false } },
      {},
      'EXPIRED',
    ],
    ['a wallet coupon used already', { wallet: { expiresAt: null, used: true } }, {}, 'ALREADY_USED'],
    [
      'a wallet coupon ignores the coupon-wide count',
      { totalUsed: 10, wallet: { expiresAt: null, used: false } },
      {},
      null,
    ],
  ])('%s', (_what, facts, ctx, want) => {
    expect(couponUseProblem({ ...base, ...facts }, { ...at, ...ctx })).toBe(want);
  });

  it('combines one item and one shipping coupon; a non-combinable one stays alone', () => {
    const c = (canCombine: boolean, isShipping: boolean) => ({ canCombine, isShipping, problem: null });
    expect(combineProblems([c(true, false), c(true, true)])).toEqual([null, null]);
    expect(combineProblems([c(true, false), c(true, false)])).toEqual([null, 'NOT_COMBINABLE']);
    expect(combineProblems([c(false, false), c(true, true)])).toEqual([null, 'NOT_COMBINABLE']);
    expect(
      combineProblems([{ canCombine: true, isShipping: false, problem: 'EXPIRED' }, c(false, true)]),
    ).toEqual(['EXPIRED', null]);
  });
});

const offer: RedeemFacts = {
  redeemMethod: 'STAR_EXCHANGE',
  startDate: null,
  endDate: null,
  requiredStars: 100,
  minRanking: 0,
  limitPerCoupon: 10,
  limitPerUser: 1,
  totalRedeemed: 0,
  totalRedeemedByUser: 0,
};

describe('redemptionState (spec 002 §3)', () => {
  const member = { ranking: 1, gold: 150 };
  it.each<[string, Partial<RedeemFacts>, { ranking: number; gold: number } | null, string]>([
    ['redeemable', {}, member, 'COUPON_REDEEMABLE'],
    ['ended', { endDate: new Date(now.getTime() - 1) }, member, 'INVALID_COUPON_EXPIRED'],
    ['not started', { startDate: new Date(now.getTime() + 1) }, member, 'INVALID_COUPON_EXPIRED'],
    ['all redeemed', { totalRedeemed: 10 }, member, 'INVALID_COUPON_MAX_REDEEMED'],
    [
      'redeemed by this shopper (before fully redeemed)',
      { totalRedeemed: 10, totalRedeemedByUser: 1 },
      member,
      'INVALID_COUPON_MAX_REDEEMED_PER_USER',
    ],
    [
      'redeemed by this shopper (before not enough gold)',
      { totalRedeemedByUser: 1 },
      { ranking: 1, gold: 0 },
      'INVALID_COUPON_MAX_REDEEMED_PER_USER',
    ],
    ['rank too low', { minRanking: 2 }, member, 'INVALID_COUPON_NOT_SUPPORTED_RANK'],
    ['a visitor', {}, null, 'INVALID_COUPON_NOT_AUTHORIZED'],
    [
      'granted by the shop only',
      { redeemMethod: 'SYSTEM_TRIGGER_RULE' },
      member,
      'INVALID_COUPON_NOT_AUTHORIZED',
    ],
    ['not enough gold', { requiredStars: 151 }, member, 'INVALID_COUPON_NOT_ENOUGH_REQUIRED_STARS'],
    ['exactly enough gold', { requiredStars: 150 }, member, 'COUPON_REDEEMABLE'],
    [
      'free needs no gold',
      { redeemMethod: 'FREE', requiredStars: 999 },
      { ranking: 0, gold: 0 },
      'COUPON_REDEEMABLE',
    ],
  ])('%s', (_what, facts, who, want) => {
    expect(redemptionState({ ...offer, ...facts }, who, now)).toBe(want);
  });
});

describe('walletExpiry', () => {
  it('counts usage days from the redemption, else the coupon end, else never', () => {
    expect(walletExpiry({ usageDays: 30, endDate: null }, now)?.getTime()).toBe(now.getTime() + 30 * day);
    expect(walletExpiry({ usageDays: 30, endDate: now }, now)?.getTime()).toBe(now.getTime() + 30 * day);
    expect(walletExpiry({ usageDays: null, endDate: now }, now)?.getTime()).toBe(now.getTime());
    expect(walletExpiry({ usageDays: null, endDate: null }, now)).toBeNull();
  });
});
