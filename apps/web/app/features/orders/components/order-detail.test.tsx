import type { OrderDetail } from '@shop/domain/orders';
import type { PaymentState } from '@shop/domain/payments';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter as render } from '../../../test/render.tsx';
import { OrderDetailView } from './order-detail.tsx';

/** The order page's payment line as the shopper reads it: the method and the payment's state in words. */
const address = {
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  street: '1 Main St',
  addressLine2: '',
  city: 'Springfield',
  stateOrProvince: 'IL',
  stateName: 'Illinois',
  country: 'US',
  countryName: 'United States',
  postCode: '62701',
  phone: '+1 217 555 0100',
  email: 'ada@example.com',
  fullAddress: '1 Main St, Springfield, IL 62701',
  subAddress: '',
};
const order = (paymentStatus: PaymentState): OrderDetail => ({
  id: '11111111-1111-4111-8111-111111111111',
  orderNumber: '#10001',
  groupId: '22222222-2222-4222-8222-222222222222',
  storeId: '33333333-3333-4333-8333-333333333333',
  storeName: 'Dwarf Factory',
  orderDate: '2026-11-01T10:00:00.000Z',
  updatedDate: '2026-11-01T10:00:00.000Z',
  orderStatus: paymentStatus === 'SUCCEEDED' ? 'PROCESSING' : 'PENDING',
  displayStatus: paymentStatus === 'SUCCEEDED' ? 'PROCESSING' : 'PENDING',
  paymentMethod: 'STRIPE_INLINE',
  paymentStatus,
  cardBrand: null,
  subTotal: 12_000,
  totalDiscount: 0,
  shippingFee: 500,
  discountShippingFee: 0,
  total: 12_500,
  paid: paymentStatus === 'SUCCEEDED' ? 12_500 : 0,
  refund: 0,
  totalItems: 1,
  items: [],
  coupons: [],
  shippingAddress: address,
  billingAddress: address,
  shippingMethod: {
    shippingName: 'Standard',
    shippingFee: 500,
    shippingCarrierRef: 'STANDARD',
    minDays: 3,
    maxDays: 7,
  },
  customerNote: '',
  transactionId: null,
  expectedShippingDate: null,
  deliveryDate: null,
  expiresAt: null,
  canCancel: false,
  canReview: false,
  buyerInfo: { name: 'Ada Lovelace', email: 'ada@example.com' },
  activityLogs: [],
});

describe('the order page payment line', () => {
  it.each([
    ['SUCCEEDED', 'Paid'],
    ['PENDING', 'Payment Pending'],
    ['FAILED', 'Payment failed'],
    ['PARTIALLY_REFUNDED', 'Partially refunded'],
  ] as const)('shows a %s payment as "%s", never the raw state', (state, words) => {
    render(<OrderDetailView initial={order(state)} />);
    const line = screen.getByText((_, el) => el?.classList.contains('order-card__payment') ?? false);
    expect(line.textContent).toBe(`Credit or debit card · ${words}`);
    expect(line.textContent).not.toContain(state);
  });
});
