import { describe, expect, it } from 'vitest';
import { trackOrderInput } from './schemas.ts';
import {
  canReviewOrder,
  canShopperCancel,
  canStaffMove,
  displayStatus,
  ORDER_STATUSES,
  statusesOfFilter,
} from './status.ts';

describe('order statuses (spec 002 §4)', () => {
  it('shows CANCELED, REFUNDED and EXPIRED_ORDER all as Canceled', () => {
    expect(ORDER_STATUSES.map(displayStatus)).toEqual([
      'NONE',
      'PENDING',
      'PROCESSING',
      'WAREHOUSE',
      'ON_DELIVERY',
      'DELIVERED',
      'CANCELED',
      'CANCELED',
      'ON_HOLD',
      'CANCELED',
    ]);
    expect(statusesOfFilter('CANCELED')).toEqual(['CANCELED', 'REFUNDED', 'EXPIRED_ORDER']);
  });

  it('lets a shopper cancel only PENDING and PROCESSING orders, and review delivered ones', () => {
    expect(ORDER_STATUSES.filter(canShopperCancel)).toEqual(['PENDING', 'PROCESSING']);
    expect(ORDER_STATUSES.filter(canReviewOrder)).toEqual(['ON_DELIVERY', 'DELIVERED']);
  });

  it('moves forward through the warehouse and delivery, never out of a final status', () => {
    expect(canStaffMove('PROCESSING', 'WAREHOUSE')).toBe(true);
    expect(canStaffMove('WAREHOUSE', 'ON_DELIVERY')).toBe(true);
    expect(canStaffMove('ON_DELIVERY', 'DELIVERED')).toBe(true);
    expect(canStaffMove('PENDING', 'PROCESSING')).toBe(false);
    expect(canStaffMove('DELIVERED', 'WAREHOUSE')).toBe(false);
    for (const to of ORDER_STATUSES) expect(canStaffMove('CANCELED', to)).toBe(false);
  });
});

describe('trackOrderInput', () => {
  it('takes the number with or without its #', () => {
    expect(trackOrderInput.parse({ orderNumber: ' #10042 ', email: 'a@b.co' }).orderNumber).toBe('10042');
    expect(trackOrderInput.safeParse({ orderNumber: 'abc', email: 'a@b.co' }).success).toBe(false);
  });
});
