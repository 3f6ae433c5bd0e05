import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * BUNDLE OFFERS in Chromium (issue "Cart and bundles", spec 000 §2, §4, §5): a guest picks the items of a
 * bundle in the picker, takes one bundle at the bundle price and adds it; the cart shows the bundle line
 * with its members. Each test has its own browser storage, so the guest cart is its own.
 */
interface BundleList {
  contents: {
    name: string;
    bundle: number;
    discountValue: number;
    variants: { regularPrice: number; inventory: { available: number } }[];
  }[];
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a bundle picked with quick select is added at the bundle price and shows in the cart', async ({
  page,
  request,
}) => {
  const offers = (await (await request.get('/api/v1/products/forest-sprite/bundles')).json()) as BundleList;
  const offer = offers.contents.find((b) => b.name === 'Sprite Fan Bundle')!;
  // Quick select takes the first variants in stock, in the offer's order.
  const picked = offer.variants.filter((v) => v.inventory.available > 0).slice(0, offer.bundle);
  const regular = picked.reduce((sum, v) => sum + v.regularPrice, 0);
  const price = regular - Math.round((regular * offer.discountValue) / 100);

  await gotoHydrated(page, '/product/forest-sprite');
  await page.getByRole('button', { name: 'BUNDLE OFFERS' }).click();
  const popup = page.getByRole('dialog', { name: 'BUNDLE OFFERS' });
  await expect(popup).toContainText('Purchase bundle and save on each item!');
  const row = popup.getByRole('listitem').filter({ has: page.getByRole('heading', { name: offer.name }) });
  // Nothing taken yet: no total, the main button waits, the quantity cannot be typed.
  await expect(popup.getByTestId('bundle-total')).toHaveText('$0.00');
  await expect(popup.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  await expect(row.getByLabel(`Number of ${offer.name}`)).toBeDisabled();

  await row.getByRole('button', { name: 'CHOOSE ITEMS' }).click();
  const picker = page.getByRole('dialog', { name: offer.name });
  await expect(picker).toContainText(`0 / ${offer.bundle} picked`);
  await expect(picker.getByRole('button', { name: 'SELECT', exact: true })).toBeDisabled();
  await picker.getByRole('button', { name: 'QUICK SELECT' }).click();
  await expect(picker).toContainText(`${offer.bundle} / ${offer.bundle} picked`);
  await expect(picker.getByRole('status')).toContainText('Yas! You got a Bundle price!');
  await expect(picker.getByRole('status')).toContainText(usd(price));
  await picker.getByRole('button', { name: 'SELECT', exact: true }).click();
  await expect(picker).toBeHidden();

  await expect(row.getByLabel(`Number of ${offer.name}`)).toHaveValue('1');
  await expect(popup.getByTestId('bundle-total')).toHaveText(usd(price));
  await row.getByRole('button', { name: `One more ${offer.name}` }).click();
  await expect(popup.getByTestId('bundle-total')).toHaveText(usd(price * 2));
  await row.getByRole('button', { name: `One less ${offer.name}` }).click();
  await popup.getByRole('button', { name: 'ADD TO CART' }).click();

  const added = page.getByRole('dialog', { name: 'SUCCESSFUL ADD TO CART!' });
  await expect(added).toContainText(offer.name);
  await added.getByRole('button', { name: 'VIEW MY CART' }).click();
  const panel = page.getByRole('dialog', { name: /YOUR CART/ });
  await expect(panel.getByRole('listitem').filter({ hasText: offer.name }).first()).toContainText(usd(price));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
});
