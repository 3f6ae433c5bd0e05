import type { ReviewPage } from '@shop/domain/reviews';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { ProductDetailView } from './product-detail-view.tsx';
import { testCard, testProduct, testReview } from './product-test-data.ts';

const NOW = new Date('2026-03-10T12:00:00Z').getTime();
const summary = testProduct().rating;
const page = (n: number, from: number, count: number, total: number): ReviewPage => ({
  contents: Array.from({ length: count }, (_, i) => testReview(from + i)),
  page: n,
  size: 5,
  totalElements: total,
});

function renderPage(
  over: Parameters<typeof testProduct>[0] = {},
  extra: Partial<Parameters<typeof ProductDetailView>[0]> = {},
) {
  return renderWithRouter(
    <ProductDetailView
      product={testProduct(over)}
      reviewSummary={summary}
      reviews={page(1, 1, 5, 7)}
      fetchReviews={async () => null}
      recommended={[testCard('a', 'Moss Golem'), testCard('b', 'Frost Kitsune')]}
      related={[testCard('c', 'Koi Spirit')]}
      {...extra}
    />,
  );
}

/** The page with its below-the-fold part (a chunk loaded after the buy box) in place. */
async function renderWhole(...args: Parameters<typeof renderPage>) {
  const rendered = renderPage(...args);
  await screen.findByRole('region', { name: 'REVIEWS' });
  return rendered;
}

const region = (name: string) => screen.getByRole('region', { name });
const optionLabel = (name: RegExp) => screen.getByRole('radio', { name }).closest('label') as HTMLElement;
const buyBox = () => document.querySelector('.pdp__actions') as HTMLElement;

describe('ProductDetailView: what the page shows', () => {
  it('shows the gallery, the copy sections, hashtags and collaborators', async () => {
    const { container } = await renderWhole();
    expect((screen.getByRole('img', { name: 'Kraken' }) as HTMLImageElement).getAttribute('src')).toBe(
      '/img/abyss.svg',
    );
    expect(screen.getAllByRole('button', { name: /Show image \d of 4/ })).toHaveLength(4);
    expect(screen.getByText('Cast in resin, painted by hand.')).toBeTruthy();
    const sections = [...container.querySelectorAll('.psection__title')].map((e) => e.textContent);
    expect(sections).toEqual(['DESCRIPTION', 'SPECIFICATION', 'PACKAGE', 'DELIVERY AND SHIPPING']);
    expect(screen.getByText('Every tentacle is sculpted twice.')).toBeTruthy();
    expect(screen.getByText('Profile: SA R1')).toBeTruthy();
    expect(screen.getByText('A velvet pouch.')).toBeTruthy();
    expect(screen.getByText('Ships in 5 days.')).toBeTruthy();
    const tags = within(screen.getByRole('list', { name: 'Hashtags' })).getAllByRole('listitem');
    expect(tags.map((li) => li.textContent)).toEqual(['#kraken', '#artisan']);
    const artist = within(region('COLLABORATORS')).getByRole('link', { name: 'Kiln & Key' });
    expect([artist.getAttribute('href'), artist.getAttribute('target')]).toEqual([
      'https://kiln.example',
      '_blank',
    ]);
    expect(within(region('COLLABORATORS')).getByText('Ceramicist')).toBeTruthy();
  });

  it('shows the review summary and list, and the recommended and related carousels apart', async () => {
    await renderWhole();
    const reviews = region('REVIEWS');
    expect(within(reviews).getByText('4.5')).toBeTruthy();
    expect(
      within(reviews)
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('review')),
    ).toHaveLength(5);
    expect(within(reviews).getByText('Review number 1')).toBeTruthy();
    const recommended = region('YOU MAY ALSO LIKE');
    expect(
      within(recommended)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Moss Golem', 'Frost Kitsune']);
    const deals = region('RELATED DEALS');
    expect(within(deals).getByRole('link', { name: 'Koi Spirit' })).toBeTruthy();
    // Only the related deals play on their own, so only they have a pause button.
    expect(within(deals).getByRole('button', { name: 'PAUSE' })).toBeTruthy();
    expect(within(recommended).queryByRole('button', { name: 'PAUSE' })).toBeNull();
  });

  it('leaves out a carousel with nothing in it', async () => {
    await renderWhole({}, { related: [] });
    expect(region('YOU MAY ALSO LIKE')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'RELATED DEALS' })).toBeNull();
  });
});

describe('ProductDetailView: the option picker', () => {
  it('offers each attribute with its options and images, starting on the first variant in stock', () => {
    renderPage();
    const colour = screen.getByRole('group', { name: 'Colorway: Abyss' });
    expect(
      within(colour)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([true, false]);
    expect(optionLabel(/Abyss/).querySelector('img')?.getAttribute('src')).toBe('/img/abyss.svg');
    expect(screen.getByRole('group', { name: 'Kit: Single' })).toBeTruthy();
    // The chosen variant's price (on sale) and stock.
    expect(document.querySelector('.pdp__price')?.textContent).toBe(
      'Sale price$45.00Regular price$60.00IN STOCK',
    );
  });

  it('shows price and stock per variant on the options that complete the choice', () => {
    renderPage();
    expect(optionLabel(/Single/).textContent).toContain('IN STOCK');
    expect(optionLabel(/Trio/).textContent).toContain('$150.00');
    expect(optionLabel(/Trio/).textContent).toContain('2 IN STOCK');
    // Nothing comes deluxe: shown as such, and it cannot be chosen.
    expect(optionLabel(/Deluxe/).textContent).toContain('Not available');
    expect((screen.getByRole('radio', { name: /Deluxe/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('resolves the variant from the chosen options, and its image comes forward', () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /Trio/ }));
    expect(document.querySelector('.pdp__price')?.textContent).toBe('$150.002 IN STOCK');
    // Coral exists only as a single: choosing it moves the kit, and the sold-out variant says so.
    expect(optionLabel(/Coral/).textContent).toContain('Not with Trio');
    fireEvent.click(screen.getByRole('radio', { name: /Coral/ }));
    expect(screen.getByRole('group', { name: 'Kit: Single' })).toBeTruthy();
    expect(document.querySelector('.pdp__price')?.textContent).toBe('$60.00OUT OF STOCK');
    expect((screen.getByRole('img', { name: 'Kraken' }) as HTMLImageElement).getAttribute('src')).toBe(
      '/img/coral.svg',
    );
    expect(
      (within(buyBox()).getByRole('button', { name: 'ADD TO CART' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // The phone's buy bar follows the same choice.
    const bar = screen.getByRole('region', { name: 'Price and buy' });
    expect(bar.querySelector('.pdp__variant-price')?.textContent).toBe('$60.00OUT OF STOCK');
    expect((within(bar).getByRole('button', { name: 'ADD TO CART' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('gives no count when the product hides quantities', () => {
    renderPage({ quantityDisplaySetting: 'HIDE' });
    fireEvent.click(screen.getByRole('radio', { name: /Trio/ }));
    expect(document.querySelector('.pdp__price')?.textContent).toBe('$150.00IN STOCK');
    expect(document.body.textContent).not.toMatch(/\d IN STOCK/);
  });
});

describe('ProductDetailView: the buy bar of phones', () => {
  it('steps aside while the buy box is on screen, and comes back when it leaves', () => {
    let report: (visible: boolean) => void = () => {};
    class FakeObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      renderPage();
      const bar = () => screen.queryByRole('region', { name: 'Price and buy' });
      expect(bar()).toBeTruthy();
      act(() => report(true));
      expect(bar()).toBeNull();
      act(() => report(false));
      expect(bar()).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ProductDetailView: more reviews', () => {
  it('adds the next page under the first, then offers no more', async () => {
    const fetchReviews = vi.fn(async (n: number) => page(n, 6, 2, 7));
    await renderWhole({}, { fetchReviews });
    const reviews = region('REVIEWS');
    expect(within(reviews).getByText('Showing 5 of 7 reviews')).toBeTruthy();
    fireEvent.click(within(reviews).getByRole('button', { name: 'MORE REVIEWS' }));
    await waitFor(() => expect(within(reviews).getByText('Review number 7')).toBeTruthy());
    expect(fetchReviews).toHaveBeenCalledWith(2, 'NEWEST');
    expect(within(reviews).getByText('Showing 7 of 7 reviews')).toBeTruthy();
    expect(within(reviews).queryByRole('button', { name: 'MORE REVIEWS' })).toBeNull();
  });
});

describe('ProductDetailView: the reviews', () => {
  const lowest = (): ReviewPage => ({
    contents: [
      { ...testReview(9), rating: 1, message: 'Lowest first', verifiedBuyer: false },
      { ...testReview(8), rating: 3 },
    ],
    page: 1,
    size: 5,
    totalElements: 7,
  });

  it('sorts by newest, rating high to low, rating low to high or with photos; a new sort starts at page 1', async () => {
    const fetchReviews = vi.fn(async (n: number, sort: string) =>
      sort === 'LOWEST' ? lowest() : page(n, 6, 2, 7),
    );
    await renderWhole({}, { fetchReviews });
    const reviews = region('REVIEWS');
    const select = within(reviews).getByRole('combobox', { name: 'Sort reviews by' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'NEWEST',
      'Rating high to low',
      'Rating low to high',
      'With photos',
    ]);
    expect(select.value).toBe('NEWEST');
    fireEvent.change(select, { target: { value: 'LOWEST' } });
    await waitFor(() => expect(within(reviews).getByText('Lowest first')).toBeTruthy());
    expect(fetchReviews).toHaveBeenLastCalledWith(1, 'LOWEST');
    expect(within(reviews).queryByText('Review number 1')).toBeNull();
    expect(within(reviews).getByText('Showing 2 of 7 reviews')).toBeTruthy();
    // MORE REVIEWS goes on in the chosen order.
    fireEvent.click(within(reviews).getByRole('button', { name: 'MORE REVIEWS' }));
    await waitFor(() => expect(fetchReviews).toHaveBeenLastCalledWith(2, 'LOWEST'));
  });

  it('starts in the order the address asked for', async () => {
    await renderWhole({}, { reviewSort: 'WITH_PHOTOS' });
    expect((screen.getByRole('combobox', { name: 'Sort reviews by' }) as HTMLSelectElement).value).toBe(
      'WITH_PHOTOS',
    );
  });

  it('marks reviews from an order as from a verified buyer, and shows small renditions in the list', async () => {
    const withPhoto = {
      ...testReview(1),
      photos: [{ imageUrl: '/uploads/p-large.webp', thumbnailUrl: '/uploads/p-thumb.webp' }],
    };
    const other = { ...testReview(2), verifiedBuyer: false };
    await renderWhole({}, { reviews: { contents: [withPhoto, other], page: 1, size: 5, totalElements: 2 } });
    const [first, second] = [...document.querySelectorAll<HTMLElement>('.review')];
    expect(within(first!).getByText('Verified buyer')).toBeTruthy();
    expect(within(second!).queryByText('Verified buyer')).toBeNull();
    expect(first!.querySelector('img[src="/uploads/p-thumb.webp"]')).toBeTruthy();
    expect(first!.querySelector('img[src="/uploads/p-large.webp"]')).toBeNull();
  });

  it('shows a message with markup in it as the text the shopper typed', async () => {
    const typed = '<b>Bold</b> <img src=x onerror=alert(1)> <script>alert(2)</script>';
    await renderWhole(
      {},
      { reviews: { contents: [{ ...testReview(1), message: typed }], page: 1, size: 5, totalElements: 1 } },
    );
    const message = document.querySelector('.review__message')!;
    expect(message.textContent).toBe(typed);
    expect(message.children).toHaveLength(0);
  });
});

describe('ProductDetailView: an event that is over', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  it("says time's up when a group buy just ended, then the date it expired on", () => {
    const ended = {
      type: 'GROUP_BUY' as const,
      isGroupBuy: true,
      hasCountDown: true,
      eventStartTime: new Date(NOW - 10 * 86_400_000).toISOString(),
      eventEndTime: new Date(NOW - 3_600_000).toISOString(),
      eventState: 'ENDED' as const,
      isEnded: true,
    };
    renderPage(ended);
    act(() => vi.advanceTimersByTime(1_000));
    const label = () => document.querySelector('.pdp .event')?.textContent;
    expect(label()).toBe("ENDEDTime's up!");
    expect(within(buyBox()).getByRole('button', { name: 'SALE END' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(86_400_000));
    expect(label()).toBe('ENDEDExpired on Mar 10, 2026');
  });
});
