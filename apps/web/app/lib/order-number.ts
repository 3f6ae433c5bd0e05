import { formatOrderNumber } from '@shop/domain/orders';

/** "#10042" whether the answer carries the number bare or already with its "#". */
export const orderNo = (n: string | number) => (String(n).startsWith('#') ? String(n) : formatOrderNumber(n));
