import { expect, gotoHydrated, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';

/**
 * The analytics layer (issue 13) in Chromium: the consent banner comes first, events reach the shop's own
 * collector only after ACCEPT, and the staff dashboard shows what was collected.
 */
test.use({ analyticsConsent: null });

interface Batch {
  visitor: string;
  events: { event: string; path?: string; items?: { item_id: string; item_name: string }[] }[];
}
const COLLECTOR = '/api/v1/analytics/events';

test('events reach the collector after consent, and nothing from before it', async ({ page }) => {
  // The browser does not show a beacon's body to the test: keep a copy of each as the page sends it.
  await page.addInitScript(`{
    const send = navigator.sendBeacon.bind(navigator);
    window.beacons = [];
    navigator.sendBeacon = (url, data) => {
      data.text().then((text) => window.beacons.push(text));
      return send(url, data);
    };
  }`);
  const batches = async () =>
    ((await page.evaluate('window.beacons')) as string[]).map((text) => JSON.parse(text) as Batch);
  // The batch timer (5 s) runs on the test's clock.
  await page.clock.install();
  await gotoHydrated(page, '/product/forest-sprite');
  const consent = page.getByRole('region', { name: 'Analytics' });
  await expect(consent).toContainText('nothing is tracked unless you accept');
  // Seen before the choice: never sent.
  await consent.getByRole('button', { name: 'ACCEPT' }).click();
  await expect(consent).toBeHidden();

  await page.getByRole('banner').getByRole('link', { name: 'STORE' }).click();
  await expect(page).toHaveURL(/\/product$/);
  // The address changes before the catalogue has rendered: wait for its heading, so the card is read
  // from the catalogue and not from the product page it replaces, then click that very link.
  await expect(page.getByRole('heading', { level: 1, name: 'STORE' })).toBeVisible();
  const card = page.locator('main a[href^="/product/"]:not([href="/product/forest-sprite"])').first();
  const href = (await card.getAttribute('href'))!;
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The same race again: the product's own heading, not the catalogue's, says the page has rendered.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('STORE');

  // The page's events are queued by effects that may run a moment after the paint: move the batch timer (5 s)
  // on until everything expected has been sent, however many batches that takes.
  const first = page.waitForResponse((r) => r.url().endsWith(COLLECTOR));
  const sent = async () => {
    await page.clock.fastForward(5000);
    return (await batches())
      .flatMap((b) => b.events)
      .map((e) => (e.event === 'page_view' ? `page_view ${e.path}` : e.event));
  };
  await expect
    .poll(sent)
    .toEqual(
      expect.arrayContaining([
        'page_view /product/forest-sprite',
        'page_view /product',
        'view_item',
        `page_view ${href}`,
      ]),
    );
  expect((await first).status()).toBe(200);
  for (const batch of await batches()) expect(batch.visitor).toMatch(/^[0-9a-f]{32}$/);
  // The forest sprite's view_item came before consent: not in any batch.
  const viewed = (await batches()).flatMap((b) => b.events).filter((e) => e.event === 'view_item');
  expect(viewed).toHaveLength(1);
  expect(viewed[0]?.items?.[0]?.item_name).not.toBe('Forest Sprite');
  expect(await page.evaluate("localStorage.getItem('ANALYTICS_CONSENT')")).toBe('granted');
});

test('DECLINE is kept: the banner does not come back and nothing is sent', async ({ page }) => {
  await gotoHydrated(page, '/');
  const consent = page.getByRole('region', { name: 'Analytics' });
  expect(await axeViolations(page, { include: '.consent' })).toEqual([]);
  await consent.getByRole('button', { name: 'DECLINE' }).click();
  await expect(consent).toBeHidden();
  await gotoHydrated(page, '/product');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(consent).toHaveCount(0);
  expect(await page.evaluate("localStorage.getItem('ANALYTICS_CONSENT')")).toBe('denied');
});

test('the staff dashboard shows visitors, the funnel, top products and searches that found nothing', async ({
  page,
  request,
  signInAs,
}) => {
  // Today's events of a product of this test's own, straight to the collector as a browser would send them.
  const id = `e2e-${Date.now().toString(36)}`;
  const item = {
    item_id: id,
    item_name: `Dashboard Cap ${id}`,
    item_category: 'KEYCAP',
    price: 40,
    quantity: 1,
    currency: 'USD',
  };
  const event = (name: string, extra = {}) => ({
    event: name,
    currency: 'USD',
    value: 40,
    items: [item],
    ...extra,
  });
  const res = await request.post(COLLECTOR, {
    data: {
      visitor: `${id}-visitor-0000`,
      events: [
        { event: 'page_view', path: '/' },
        event('view_item'),
        event('add_to_cart'),
        event('begin_checkout'),
        event('purchase', { transaction_id: `ORD-${id}`, tax: 0, shipping: 0 }),
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await request.get(`/api/v1/search?text=${id}qqq`);

  await signInAs('staff');
  await gotoHydrated(page, '/staff/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Daily visitors and orders' }).locator('canvas').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue per day' }).locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Funnel' }).getByRole('listitem')).toHaveText([
    /Viewed a product/,
    /Added to cart/,
    /Began checkout/,
    /Purchased/,
  ]);
  await expect(
    page.getByRole('region', { name: 'Top products' }).getByRole('row', { name: new RegExp(id) }),
  ).toContainText('$40.00');
  await expect(page.getByRole('region', { name: 'Searches that found nothing' })).toContainText(`${id}qqq`);
});
