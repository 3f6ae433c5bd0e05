import type { OrderStatus } from '../orders/status.ts';

/**
 * Support requests (spec 002 §4 "Support requests allowed per order status"). Pure rules shared by the
 * server, which enforces them, and the storefront, which offers only what is allowed. Without zod: the
 * browser's order page imports these.
 */

/** Request kinds on an order, in the spec's order. */
export const REQUEST_KINDS = [
  'CANCEL',
  'REFUND',
  'CHECK_SHIPPING_DATE',
  'UPDATE_SHIPPING_ADDRESS',
  'RECEIVE_PRODUCT',
  'REPORT',
  'CUSTOMS_UNDER_DECLARED',
  'OTHERS',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The spec's words for each kind (the storefront's labels come from the translation file, same words). */
export const REQUEST_KIND_WORDS: Record<RequestKind, string> = {
  CANCEL: 'cancel',
  REFUND: 'refund',
  CHECK_SHIPPING_DATE: 'check shipping date',
  UPDATE_SHIPPING_ADDRESS: 'update shipping address',
  RECEIVE_PRODUCT: 'receive product',
  REPORT: 'report broken or defective product',
  CUSTOMS_UNDER_DECLARED: 'customs under-declared',
  OTHERS: 'others',
};

/** Spec 002 §4's table; any other status (WAREHOUSE, ON_HOLD, the cancelled ones) allows none. */
export const REQUESTS_BY_STATUS: Partial<Record<OrderStatus, readonly RequestKind[]>> = {
  PENDING: ['CANCEL', 'UPDATE_SHIPPING_ADDRESS', 'OTHERS'],
  PROCESSING: [
    'REFUND',
    'UPDATE_SHIPPING_ADDRESS',
    'CHECK_SHIPPING_DATE',
    'CUSTOMS_UNDER_DECLARED',
    'OTHERS',
  ],
  ON_DELIVERY: ['REPORT'],
  DELIVERED: ['REPORT', 'RECEIVE_PRODUCT', 'OTHERS'],
};

export const allowedRequests = (status: OrderStatus): readonly RequestKind[] =>
  REQUESTS_BY_STATUS[status] ?? [];

/** Sub-actions of each kind (spec 002 §4 "Request kinds and their sub-actions"); [] for none. */
export const SUB_ACTIONS = [
  'CANCEL_ORDER',
  'CANCEL_ITEM',
  'REFUND_ITEM',
  'REFUND_ORDER',
  'REFUND_SHIPPING_FEE',
  'RECEIVE_PRODUCT',
  'REPORT_BROKEN',
  'REPORT_DEFECTIVE',
] as const;
export type SubAction = (typeof SUB_ACTIONS)[number];

export const SUB_ACTIONS_OF: Record<RequestKind, readonly SubAction[]> = {
  CANCEL: ['CANCEL_ORDER', 'CANCEL_ITEM'],
  REFUND: ['REFUND_ITEM', 'REFUND_ORDER', 'REFUND_SHIPPING_FEE'],
  CHECK_SHIPPING_DATE: [],
  UPDATE_SHIPPING_ADDRESS: [],
  RECEIVE_PRODUCT: ['RECEIVE_PRODUCT'],
  REPORT: ['REPORT_BROKEN', 'REPORT_DEFECTIVE'],
  CUSTOMS_UNDER_DECLARED: [],
  OTHERS: [],
};

export const SUB_ACTION_WORDS: Record<SubAction, string> = {
  CANCEL_ORDER: 'order',
  CANCEL_ITEM: 'item',
  REFUND_ITEM: 'item',
  REFUND_ORDER: 'order',
  REFUND_SHIPPING_FEE: 'shipping fee',
  RECEIVE_PRODUCT: 'receive product',
  REPORT_BROKEN: 'broken',
  REPORT_DEFECTIVE: 'defective',
};

/**
 * Spec 002 §4: "Item-level sub-actions need items chosen: cancel item, refund item, update product
 * variations, receive product, report broken, report defective." (Update product variations belongs to no
 * kind the table offers, so it is not offered.)
 */
export const ITEM_SUB_ACTIONS: readonly SubAction[] = [
  'CANCEL_ITEM',
  'REFUND_ITEM',
  'RECEIVE_PRODUCT',
  'REPORT_BROKEN',
  'REPORT_DEFECTIVE',
];
/** Spec 002 §4: "The address-required sub-action is update shipping address." */
export const needsAddress = (kind: RequestKind) => kind === 'UPDATE_SHIPPING_ADDRESS';
export const needsItems = (sub: SubAction | null | undefined) => !!sub && ITEM_SUB_ACTIONS.includes(sub);

/** General topics without an order (no sub-actions). */
export const GENERAL_TOPICS = ['COLLABORATION', 'COMMISSION', 'PRODUCTS_AND_DISTRIBUTION', 'OTHERS'] as const;
export type GeneralTopic = (typeof GENERAL_TOPICS)[number];
export const GENERAL_TOPIC_WORDS: Record<GeneralTopic, string> = {
  COLLABORATION: 'collaboration',
  COMMISSION: 'commission',
  PRODUCTS_AND_DISTRIBUTION: 'products and distribution',
  OTHERS: 'others',
};

/** Spec 002 §4 "Request scopes: order, store": a request on an order, or a general one to the store. */
export const TICKET_SCOPES = ['ORDER', 'STORE'] as const;
export type TicketScope = (typeof TICKET_SCOPES)[number];

/**
 * Ours (the spec names ACTION_REQUIRED without saying which): requests that ask the store to change
 * something await staff's ACCEPT or REFUSE; questions (check shipping date, customs, others, general
 * topics) are answered, then closed with either.
 */
export const ACTION_REQUIRED_KINDS: readonly RequestKind[] = [
  'CANCEL',
  'REFUND',
  'UPDATE_SHIPPING_ADDRESS',
  'RECEIVE_PRODUCT',
  'REPORT',
];
export type ResolveStrategy = 'NONE' | 'ACTION_REQUIRED';
export const resolveStrategyOf = (kind: RequestKind | null): ResolveStrategy =>
  kind && ACTION_REQUIRED_KINDS.includes(kind) ? 'ACTION_REQUIRED' : 'NONE';

/** Why a request cannot be opened on an order in `status` (an error code), or null when it can. */
export function requestProblem(input: {
  status: OrderStatus;
  action: RequestKind;
  subAction?: SubAction | null;
  itemCount: number;
  hasAddress: boolean;
}): { code: string; params: Record<string, string> } | null {
  if (!allowedRequests(input.status).includes(input.action))
    return { code: 'SUPPORT_REQUEST_NOT_ALLOWED', params: { action: input.action, status: input.status } };
  const subs = SUB_ACTIONS_OF[input.action];
  if (subs.length > 0 && (!input.subAction || !subs.includes(input.subAction)))
    return {
      code: 'SUPPORT_SUB_ACTION_REQUIRED',
      params: { action: input.action, allowed: subs.join(', ') },
    };
  if (subs.length === 0 && input.subAction)
    return { code: 'SUPPORT_SUB_ACTION_REQUIRED', params: { action: input.action, allowed: '' } };
  if (needsItems(input.subAction) && input.itemCount === 0)
    return { code: 'SUPPORT_ITEMS_REQUIRED', params: { subAction: input.subAction ?? '' } };
  if (needsAddress(input.action) && !input.hasAddress)
    return { code: 'SUPPORT_ADDRESS_REQUIRED', params: {} };
  return null;
}

/** Stored ticket statuses (spec 002 §4 "Support thread status"): DONE once resolved. */
export const TICKET_STATUSES = ['NONE', 'CREATED', 'ON_GOING', 'ON_HOLD', 'PENDING', 'DONE'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** What a shopper sees: "An incoming DONE becomes RESOLVED; anything else becomes IN_PROGRESS." */
export const TICKET_DISPLAY_STATUSES = ['IN_PROGRESS', 'RESOLVED'] as const;
export type TicketDisplayStatus = (typeof TICKET_DISPLAY_STATUSES)[number];
export const displayTicketStatus = (status: string): TicketDisplayStatus =>
  status === 'DONE' ? 'RESOLVED' : 'IN_PROGRESS';

export const RESOLUTIONS = ['NONE', 'ACCEPT', 'REFUSE'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** "A thread counts as confirmed unless the action is required and the resolution is still NONE." */
export const isConfirmed = (strategy: ResolveStrategy, resolution: Resolution) =>
  !(strategy === 'ACTION_REQUIRED' && resolution === 'NONE');

/** Message types of spec 002 §3. */
export const MESSAGE_TYPES = [
  'MESSAGE_CENTER',
  'MESSAGE_CENTER_REPLY',
  'MESSAGE_CENTER_RESOLUTION',
  'MESSAGE_CENTER_RESOLUTION_REASON',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * What ACCEPT carries out on the order (ours): cancelling the whole order, or its new shipping address.
 * Other accepted requests (an item cancelled or refunded, a report) are done by staff on the order by hand:
 * the orders module changes whole orders only.
 */
export type AcceptEffect = 'CANCEL_ORDER' | 'UPDATE_SHIPPING_ADDRESS' | null;
export function acceptEffect(action: RequestKind | null, subAction: SubAction | null): AcceptEffect {
  if (action === 'CANCEL' && subAction === 'CANCEL_ORDER') return 'CANCEL_ORDER';
  if (action === 'UPDATE_SHIPPING_ADDRESS') return 'UPDATE_SHIPPING_ADDRESS';
  return null;
}
