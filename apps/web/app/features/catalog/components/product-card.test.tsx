import type { ProductCard as Card } from '@shop/domain/catalog';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { ProductCard } from './product-card.tsx';
import { testCard, testPrice } from './product-test-data.ts';

const NOW = new Date('2026-03-01T12:00:00Z').getTime();
const at = (ms: number) => new Date(NOW + ms).toISOString();
const price = testPrice;
const card = (over: Partial<Card> = {}): Card =>
  testCard('p1', 'Kraken Abyss', {
    image: { imageUrl: '/img/kraken.svg' },
    totalVariant: 3,
    price: price(4500),
    ...over,
  });

describe('ProductCard', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  it('links the name to the product and shows options and price', () => {
    renderWithRouter(<ProductCard card={card()} />);
    expect(screen.getByRole('link', { name: 'Kraken Abyss' }).getAttribute('href')).toBe(
      '/product/kraken-abyss',
    );
    expect(screen.getByText('3 options')).toBeTruthy();
    expect(screen.getByText('$45.00')).toBeTruthy();
    const img = screen.getByRole('presentation') as HTMLImageElement;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '600',
      '600',
      'lazy',
    ]);
  });

  it('shows "From" the lowest price with the regular price struck through', () => {
    const p = { ...price(4500, 6000), isShowLowestPrice: true, salePriceTo: 9000, regularPriceTo: 9000 };
    const { container } = renderWithRouter(<ProductCard card={card({ price: p, totalVariant: 1 })} />);
    expect(container.querySelector('.price__now')?.textContent).toBe('From $45.00');
    expect(container.querySelector('s')?.textContent).toBe('Regular price$60.00');
    expect(screen.getByText('1 option')).toBeTruthy();
  });

  it('shows the tag with its style and the stock badges', () => {
    const { container } = renderWithRouter(
      <ProductCard
        card={card({ productTag: { name: 'HOT', style: 'Hot' }, hasInStock: false, hasOutOfStock: true })}
      />,
    );
    expect(container.querySelector('.tag--hot')?.textContent).toBe('HOT');
    expect(screen.getByText('OUT OF STOCK')).toBeTruthy();
  });

  it('counts down to the start, then turns to END IN when the start passes (1 s tolerance)', () => {
    const upcoming = card({
      hasCountDown: true,
      eventStartTime: at(2_000),
      eventEndTime: at(2 * 86_400_000 + 3_600_000),
      isUpcoming: true,
    });
    const { container } = renderWithRouter(<ProductCard card={upcoming} />);
    const label = () => container.querySelector('.event')?.textContent;
    expect(label()).toBe('UP-COMING3s');
    act(() => vi.advanceTimersByTime(2_000));
    expect(label()).toBe('UP-COMING1s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(label()).toBe('END IN2d00h59m');
  });

  it('shows ENDED only for group buys', () => {
    const ended = {
      hasCountDown: true,
      eventStartTime: at(-5_000_000),
      eventEndTime: at(-1_000_000),
      isEnded: true,
    };
    const { container, unmount } = renderWithRouter(
      <ProductCard card={card({ ...ended, isGroupBuy: true })} />,
    );
    expect(container.querySelector('.event')?.textContent).toBe('ENDED');
    unmount();
    const other = renderWithRouter(<ProductCard card={card(ended)} />);
    expect(other.container.querySelector('.event')).toBeNull();
  });

  it('shows no countdown for times that are not a countdown (hasCountDown false)', () => {
    const { container } = renderWithRouter(
      <ProductCard
        card={card({ eventStartTime: at(60_000), eventEndTime: at(86_400_000), isGroupBuy: true })}
      />,
    );
    expect(container.querySelector('.event')).toBeNull();
    expect(container.textContent).not.toMatch(/UP-COMING|END IN|ENDED/);
  });

  it('renders the state the server answered on the server, without a clock', () => {
    // The server said upcoming; the times say otherwise. Markup must follow the answer so hydration agrees.
    const answered = card({
      hasCountDown: true,
      eventStartTime: at(-10_000),
      eventEndTime: at(60_000),
      isUpcoming: true,
    });
    const router = createMemoryRouter([{ path: '*', element: <ProductCard card={answered} /> }]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('UP-COMING');
    expect(html).toContain('countdown--pending');
  });
});
