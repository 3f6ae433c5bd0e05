import type { Locator } from '@playwright/test';
import { realJpeg, realPng } from '../apps/server/src/test/images.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { deliveredOrder } from './support/orders.ts';

/**
 * Reviews with photos (issue 11) as a shopper meets them: a delivered order of their own (set up through the
 * API, delivered by staff), a review with two photos written in the order's review box, the review on the
 * product page with its photos in the full-screen viewer, and the review's gold in the gold history.
 */

const SLUG = 'forest-sprite';

/** SHOTS=1 keeps a screenshot of the part in test-results/shots/. */
async function shot(part: Locator, name: string) {
  if (process.env.SHOTS) await part.screenshot({ path: `test-results/shots/${name}.png` });
}

test('a review with two photos of a delivered order shows on the product page, photos in the viewer, gold in the history', async ({
  page,
  freshShopper,
  baseURL,
}) => {
  await freshShopper({ prefix: 'reviewer' });
  const order = await deliveredOrder(page, baseURL!, SLUG);
  const text = `Crisp paint, sharp sculpt ${Date.now().toString(36)}`;

  await gotoHydrated(page, `/account/orders/${order.id}`);
  const box = page.getByRole('region', { name: new RegExp(order.items[0]!.name) });
  const message = box.getByRole('textbox', { name: 'Your review' });
  await expect(message).toHaveAttribute(
    'placeholder',
    'Tell other collectors about it: earn 10 gold for your review, 30 gold with photos!',
  );
  const publish = box.getByRole('button', { name: 'PUBLISH' });
  await expect(publish).toBeDisabled();
  // The stars are labels around radio buttons: the shopper clicks the fifth star.
  await box.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
  await expect(box.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await message.fill(text);
  await expect(box.getByText(`${text.length} / 200`)).toBeVisible();
  await box.getByLabel('Add photos').setInputFiles([
    { name: 'desk.jpg', mimeType: 'image/jpeg', buffer: await realJpeg(1200, 800) },
    { name: 'macro.png', mimeType: 'image/png', buffer: await realPng(640, 480) },
  ]);
  await expect(box.getByText('2/9')).toBeVisible();
  await shot(box, 'review-box-editing');
  await publish.click();
  // Saved: the box shows the review, with its gold, and offers EDIT (within 24 hours).
  await expect(box.getByRole('button', { name: 'EDIT' })).toBeVisible();
  await expect(box.getByText(text)).toBeVisible();
  await expect(box.getByText('+30 gold earned')).toBeVisible();
  await expect(box.locator('.photo--uploaded')).toHaveCount(2);
  await shot(box, 'review-box-saved');

  await gotoHydrated(page, `/product/${SLUG}`);
  const reviews = page.getByRole('region', { name: 'REVIEWS' });
  const card = reviews.locator('.review', { hasText: text });
  await expect(card.getByText('Verified buyer')).toBeVisible();
  await expect(card.getByRole('button', { name: /Open photo \d of 2/ })).toHaveCount(2);
  await shot(reviews, 'product-reviews');
  await card.getByRole('button', { name: 'Open photo 1 of 2' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos' });
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  // The viewer shows the large WebP rendition the shop drew (never the file as uploaded).
  const large = viewer.getByRole('img', { name: 'Photo 1 of 2' });
  await expect(large).toHaveAttribute('src', /\.webp$/);
  await expect
    .poll(() => large.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(1200);
  await shot(viewer, 'review-photo-viewer');
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await gotoHydrated(page, '/account/gold-history');
  const entry = (action: string) =>
    page.locator('.activity', { has: page.getByText(action, { exact: true }) });
  await expect(entry('Review')).toContainText(order.items[0]!.name);
  await expect(entry('Review')).toContainText('+10 GOLD');
  await expect(entry('Review with photos')).toContainText('+20 GOLD');
});
