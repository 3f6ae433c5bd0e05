import type { AnalyticsErrorCode, CommerceEventName, Severity } from './constants.ts';

/** An item of a commerce event, in the tag-manager data layer's field names (spec 002 §7, GA4). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category: string;
  item_category2?: string;
  item_category3?: string;
  item_variant?: string;
  item_brand?: string;
  item_list_name?: string;
  item_list_id?: string;
  index?: number;
  /** Major units (dollars), as the data layer wants them. */
  price: number;
  quantity: number;
  currency: string;
}

/** A commerce event, sanitised and valid. Purchase fields are set on `purchase` only. */
export interface CommerceEvent {
  event: CommerceEventName;
  currency: string;
  /** Sum of price x quantity (plus tax and shipping for a purchase). */
  value: number;
  items: AnalyticsItem[];
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
  payment_type?: string;
  shipping_tier?: string;
}

export interface AnalyticsIssue {
  code: AnalyticsErrorCode;
  severity: Severity;
  /** The field's path: `items[0].item_id`, `transaction_id`, `event`. */
  field: string;
  message: string;
}

export interface AnalyticsWarning {
  kind: 'PERFORMANCE' | 'PII_FIELD' | 'VALUE_MISMATCH';
  field: string;
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: AnalyticsIssue[];
  warnings: AnalyticsWarning[];
}
