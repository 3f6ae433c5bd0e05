/** Money is integer cents of USD below the display layer. */
export type Cents = number;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: Cents): string {
  return usd.format(cents / 100);
}

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}
