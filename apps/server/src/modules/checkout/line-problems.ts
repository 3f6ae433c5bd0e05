import type { ApiError, ErrorParams } from '@shop/domain';
import { CART_ERROR_CODES, type CartLine, type CartWarning, isBlocking } from '@shop/domain/cart';

/** The cart's error code for each blocking warning of a line (the codes the cart's own calls answer). */
const CODE_OF: Partial<Record<CartWarning, string>> = {
  PRODUCT_UNAVAILABLE_ERROR: CART_ERROR_CODES.unavailable,
  COUNT_DOWN_ERROR: CART_ERROR_CODES.unavailable,
  OUT_OF_STOCK_ERROR: CART_ERROR_CODES.outOfStock,
  QUANTITY_ERROR: CART_ERROR_CODES.quantity,
  BUNDLE_QUANTITY_ERROR: CART_ERROR_CODES.quantity,
  PURCHASE_LIMIT_ERROR: CART_ERROR_CODES.limit,
  PASSWORD_UPDATE_WARN: CART_ERROR_CODES.password,
};

/**
 * What keeps each line from being ordered, as the error list of spec 001 §8 (errorCode and errorParams
 * naming the line: key, variantId or bundleId with variantIds, the warning as `type`, the stock left).
 */
export function lineProblems(lines: readonly CartLine[]): ApiError[] {
  const problems: ApiError[] = [];
  for (const line of lines) {
    if (!isBlocking(line)) continue;
    const warning = line.warnings.find((w) => CODE_OF[w]);
    if (!warning) continue;
    const params: ErrorParams = { type: warning, key: line.key, currentStock: line.stockRemain };
    if (line.variantId) params.variantId = line.variantId;
    if (line.bundleId) {
      params.bundleId = line.bundleId;
      params.variantIds = line.variantIds.join(',');
    }
    if (warning === 'PURCHASE_LIMIT_ERROR' && line.maxPerCustomer !== null) {
      params.limit = line.maxPerCustomer;
      params.remaining = Math.max(0, line.maxQuantity);
    }
    problems.push({ errorCode: CODE_OF[warning] as string, errorParams: params });
  }
  return problems;
}
