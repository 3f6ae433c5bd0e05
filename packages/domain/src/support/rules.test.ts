import { describe, expect, it } from 'vitest';
import {
  acceptEffect,
  allowedRequests,
  displayTicketStatus,
  isConfirmed,
  requestProblem,
  resolveStrategyOf,
} from './rules.ts';
import { openTicketInput, resolveTicketInput, sendMessageInput } from './schemas.ts';

const id = '0b6f7f3e-7d0a-4c55-9a3e-2a3b4c5d6e7f';

describe('support requests allowed per order status (spec 002 §4)', () => {
  it('offers exactly the table of the spec', () => {
    expect(allowedRequests('PENDING')).toEqual(['CANCEL', 'UPDATE_SHIPPING_ADDRESS', 'OTHERS']);
    expect(allowedRequests('PROCESSING')).toEqual([
      'REFUND',
      'UPDATE_SHIPPING_ADDRESS',
      'CHECK_SHIPPING_DATE',
      'CUSTOMS_UNDER_DECLARED',
      'OTHERS',
    ]);
    expect(allowedRequests('ON_DELIVERY')).toEqual(['REPORT']);
    expect(allowedRequests('DELIVERED')).toEqual(['REPORT', 'RECEIVE_PRODUCT', 'OTHERS']);
    for (const s of ['WAREHOUSE', 'ON_HOLD', 'CANCELED', 'REFUNDED', 'EXPIRED_ORDER', 'NONE'] as const)
      expect(allowedRequests(s)).toEqual([]);
  });

  it('refuses a kind the status does not allow, a missing sub-action, items or address', () => {
    const base = { itemCount: 0, hasAddress: false };
    expect(
      requestProblem({ ...base, status: 'DELIVERED', action: 'CANCEL', subAction: 'CANCEL_ORDER' }),
    ).toEqual({
      code: 'SUPPORT_REQUEST_NOT_ALLOWED',
      params: { action: 'CANCEL', status: 'DELIVERED' },
    });
    expect(requestProblem({ ...base, status: 'PENDING', action: 'CANCEL' })?.code).toBe(
      'SUPPORT_SUB_ACTION_REQUIRED',
    );
    expect(
      requestProblem({ ...base, status: 'PENDING', action: 'CANCEL', subAction: 'REPORT_BROKEN' })?.code,
    ).toBe('SUPPORT_SUB_ACTION_REQUIRED');
    expect(
      requestProblem({ ...base, status: 'PENDING', action: 'CANCEL', subAction: 'CANCEL_ITEM' })?.code,
    ).toBe('SUPPORT_ITEMS_REQUIRED');
    expect(
      requestProblem({
        status: 'PENDING',
        action: 'CANCEL',
        subAction: 'CANCEL_ITEM',
        itemCount: 1,
        hasAddress: false,
      }),
    ).toBeNull();
    expect(
      requestProblem({ ...base, status: 'PENDING', action: 'CANCEL', subAction: 'CANCEL_ORDER' }),
    ).toBeNull();
    expect(
      requestProblem({ ...base, status: 'ON_DELIVERY', action: 'REPORT', subAction: 'REPORT_BROKEN' })?.code,
    ).toBe('SUPPORT_ITEMS_REQUIRED');
    expect(requestProblem({ ...base, status: 'PROCESSING', action: 'UPDATE_SHIPPING_ADDRESS' })?.code).toBe(
      'SUPPORT_ADDRESS_REQUIRED',
    );
    expect(
      requestProblem({ ...base, status: 'PROCESSING', action: 'UPDATE_SHIPPING_ADDRESS', hasAddress: true }),
    ).toBeNull();
    expect(
      requestProblem({ ...base, status: 'PROCESSING', action: 'OTHERS', subAction: 'REFUND_ITEM' })?.code,
    ).toBe('SUPPORT_SUB_ACTION_REQUIRED');
  });
});

describe('ticket status and resolution', () => {
  it('shows DONE as RESOLVED and anything else as IN_PROGRESS', () => {
    expect(displayTicketStatus('DONE')).toBe('RESOLVED');
    for (const s of ['NONE', 'CREATED', 'ON_GOING', 'ON_HOLD', 'PENDING'])
      expect(displayTicketStatus(s)).toBe('IN_PROGRESS');
  });

  it('is confirmed unless the action is required and still unresolved', () => {
    expect(isConfirmed('ACTION_REQUIRED', 'NONE')).toBe(false);
    expect(isConfirmed('ACTION_REQUIRED', 'REFUSE')).toBe(true);
    expect(isConfirmed('NONE', 'NONE')).toBe(true);
    expect(resolveStrategyOf('CANCEL')).toBe('ACTION_REQUIRED');
    expect(resolveStrategyOf('OTHERS')).toBe('NONE');
    expect(resolveStrategyOf(null)).toBe('NONE');
  });

  it('carries out a whole-order cancel and a new address; nothing else by itself', () => {
    expect(acceptEffect('CANCEL', 'CANCEL_ORDER')).toBe('CANCEL_ORDER');
    expect(acceptEffect('CANCEL', 'CANCEL_ITEM')).toBeNull();
    expect(acceptEffect('UPDATE_SHIPPING_ADDRESS', null)).toBe('UPDATE_SHIPPING_ADDRESS');
    expect(acceptEffect('REPORT', 'REPORT_BROKEN')).toBeNull();
  });
});

describe('support schemas', () => {
  it('wants a message of 1 to 2,000 characters', () => {
    expect(sendMessageInput.safeParse({ messageId: id, message: '   ' }).success).toBe(false);
    expect(sendMessageInput.safeParse({ messageId: id, message: 'x'.repeat(5000) }).success).toBe(false);
    expect(sendMessageInput.parse({ messageId: id, message: ' <b>hi</b> ' })).toEqual({
      messageId: id,
      message: '<b>hi</b>',
      fileUUIDs: [],
    });
  });

  it('wants an action with an order, a topic without one, and a reason to refuse', () => {
    expect(openTicketInput.safeParse({ messageId: id, message: 'hi', orderId: id }).success).toBe(false);
    expect(openTicketInput.safeParse({ messageId: id, message: 'hi' }).success).toBe(false);
    expect(openTicketInput.safeParse({ messageId: id, message: 'hi', topic: 'COMMISSION' }).success).toBe(
      true,
    );
    expect(resolveTicketInput.safeParse({ resolution: 'REFUSE', reason: ' ' }).success).toBe(false);
    expect(resolveTicketInput.safeParse({ resolution: 'ACCEPT' }).success).toBe(true);
  });
});
