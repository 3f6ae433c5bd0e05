import { describe, expect, it } from 'vitest';
import { testProvider } from './test.ts';
import type { StartPaymentInput } from './types.ts';
import { zeroProvider } from './zero.ts';

const input = (over: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  paymentId: 'pay-1',
  amountCents: 4_250,
  currency: 'USD',
  description: 'Dwarf Factory order 1042',
  customerEmail: 'ada@example.com',
  returnUrl: 'http://shop.test/checkout/status',
  cancelUrl: 'http://shop.test/checkout/payment',
  idempotencyKey: 'key-1',
  metadata: {},
  ...over,
});

describe('TEST method', () => {
  const test = testProvider();

  it('pays at once with a paying test card, and confirm tells the amount and the card brand', async () => {
    const started = await test.start(input({ testCard: '5555 5555 5555 4444' }));
    expect(started).toMatchObject({ kind: 'COMPLETED' });
    const status = await test.confirm(started.providerRef, 'key-1');
    expect(status).toMatchObject({ state: 'SUCCEEDED', amountCents: 4_250, cardBrand: 'mastercard' });
    expect(status.transactionId).toMatch(/^test_ch_/);
  });

  it('answers the same payment to a retried start with the same key, another to a new key', async () => {
    const a = await test.start(input({ testCard: '4242424242424242' }));
    const b = await test.start(input({ testCard: '4242424242424242' }));
    const c = await test.start(input({ testCard: '4242424242424242', idempotencyKey: 'key-2' }));
    expect(b.providerRef).toBe(a.providerRef);
    expect(c.providerRef).not.toBe(a.providerRef);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4111 1111 1111 1111', 'incorrect_number'],
    [undefined, 'incorrect_number'],
  ])('declines %s with %s (PAYMENT_DECLINED, 400)', async (testCard, providerCode) => {
    await expect(test.start(input({ testCard }))).rejects.toMatchObject({
      code: 'PAYMENT_DECLINED',
      httpStatus: 400,
      params: { method: 'TEST', providerCode },
    });
  });

  it('refunds up to the amount paid, each refund key once', async () => {
    const { providerRef } = await test.start(input({ testCard: '4242424242424242' }));
    const refund = await test.refund({ providerRef, amountCents: 4_250, idempotencyKey: 'r-1' });
    expect(refund.state).toBe('SUCCEEDED');
    expect((await test.refund({ providerRef, amountCents: 100, idempotencyKey: 'r-1' })).refundRef).toBe(
      refund.refundRef,
    );
    await expect(
      test.refund({ providerRef, amountCents: 4_251, idempotencyKey: 'r-2' }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
    });
    await expect(test.confirm('pi_not_ours', 'k')).rejects.toMatchObject({ code: 'PAYMENT_REFUSED' });
  });
});

describe('ZERO_PAYMENT', () => {
  const zero = zeroProvider();

  it('settles a total of 0 at once and refuses any other amount', async () => {
    const started = await zero.start(input({ amountCents: 0 }));
    expect(started.kind).toBe('COMPLETED');
    expect(await zero.confirm(started.providerRef, 'k')).toMatchObject({
      state: 'SUCCEEDED',
      amountCents: 0,
    });
    await expect(zero.start(input({ amountCents: 1 }))).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
      params: { providerCode: 'amount_not_zero' },
    });
  });

  it('refunds nothing, and refuses to refund money it never took', async () => {
    const { providerRef } = await zero.start(input({ amountCents: 0 }));
    expect(await zero.refund({ providerRef, amountCents: 0, idempotencyKey: 'r' })).toMatchObject({
      state: 'SUCCEEDED',
    });
    await expect(zero.refund({ providerRef, amountCents: 500, idempotencyKey: 'r2' })).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
    });
  });
});
