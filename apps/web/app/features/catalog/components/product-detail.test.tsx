import type { ProductVariant } from '@shop/domain/catalog';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { BuyButton } from './buy-box.tsx';
import { breakdownPercent, ReviewSummary } from './product-reviews.tsx';

const variant = (id: string, available: number, over: Partial<ProductVariant> = {}): ProductVariant => ({
  id,
  productId: 'p1',
  name: `Option ${id}`,
  sku: id,
  values: [],
  image: null,
  regularPrice: 6000,
  salePrice: 6000,
  isOnSale: false,
  saleStart: null,
  saleEnd: null,
  inventory: { available, currentStock: available, lowStockValue: 3, warning: null },
  currentStock: available,
  stockLevel: 'IN_STOCK',
  maxPerCustomer: null,
  ...over,
});

const buyProduct = {
  isGroupBuy: false,
  type: 'IN_STOCK' as const,
  purchasable: true,
  isDistributor: false,
  distributors: [] as { name: string; url: string }[],
  status: 'ACTIVE' as const,
  eventState: 'NONE' as const,
  hasCountDown: false,
  eventStartTime: null,
  eventEndTime: null,
};

describe('BuyButton', () => {
  it('shows ADD TO CART, UP-COMING and SALE END in their states', () => {
    const { unmount } = renderWithRouter(<BuyButton product={buyProduct} variant={variant('a', 5)} />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button').textContent).toBe('ADD TO CART');
    unmount();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const upcoming = {
      ...buyProduct,
      eventState: 'UPCOMING' as const,
      hasCountDown: true,
      eventStartTime: future,
    };
    const up = renderWithRouter(<BuyButton product={upcoming} variant={variant('a', 5)} />);
    expect(screen.getByRole('button').textContent).toBe('UP-COMING');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    up.unmount();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const ended = { ...buyProduct, eventState: 'ENDED' as const, hasCountDown: true, eventEndTime: past };
    renderWithRouter(<BuyButton product={ended} variant={variant('a', 5)} />);
    expect(screen.getByRole('button').textContent).toBe('SALE END');
  });

  it('opens the distributor chooser with links in a new tab', () => {
    const product = {
      ...buyProduct,
      isDistributor: true,
      distributors: [{ name: 'Keeb Shop EU', url: 'https://eu.example/kraken' }],
    };
    renderWithRouter(<BuyButton product={product} variant={variant('a', 0)} />);
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(
      screen.getByRole('dialog', { name: 'Which distributor do you want to purchase from?' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Keeb Shop EU' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://eu.example/kraken',
      '_blank',
      'noopener noreferrer',
    ]);
  });
});

describe('ReviewSummary', () => {
  it('shows the overall score and the 5-to-1 breakdown', () => {
    const summary = { overall: 4.5, product: 4.5, reviews: 4, breakdown: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 2 } };
    expect(breakdownPercent(summary, 5)).toBe(50);
    const { container } = renderWithRouter(<ReviewSummary summary={summary} />);
    expect(container.querySelector('.rsummary__score')?.textContent).toBe('4.5');
    expect(screen.getByText('4 reviews')).toBeTruthy();
    expect([...container.querySelectorAll('.rsummary__star')].map((e) => e.textContent)).toEqual([
      '5 stars',
      '4 stars',
      '3 stars',
      '2 stars',
      '1 star',
    ]);
  });
});
