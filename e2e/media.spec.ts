import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';

interface ReviewPage {
  contents: { message: string; photos: { imageUrl: string }[] }[];
}

/** A product whose first page of reviews (5, as the page shows) has one with a photo, read through the API. */
async function productWithReviewPhoto(request: APIRequestContext) {
  const cards = (await (await request.get('/api/v1/products?page=1&size=24')).json()) as {
    contents: { slug: string }[];
  };
  for (const { slug } of cards.contents) {
    const page = (await (
      await request.get(`/api/v1/products/${slug}/reviews?page=1&size=5`)
    ).json()) as ReviewPage;
    const review = page.contents.find((r) => r.photos.length > 0);
    if (review) return { slug, review };
  }
  throw new Error('no product of the demo shop has a review with a photo on its first page');
}

test("a review's photo opens full screen in the photo viewer, and Esc closes it", async ({
  page,
  request,
}) => {
  const { slug, review } = await productWithReviewPhoto(request);
  await gotoHydrated(page, `/product/${slug}`);
  const card = page
    .getByRole('region', { name: 'REVIEWS' })
    .locator('.review', { hasText: review.message })
    .first();
  await card.getByRole('button', { name: 'Open photo 1 of 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos' });
  await expect(viewer.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute(
    'src',
    review.photos[0]!.imageUrl,
  );
  await expect(viewer.getByText('1 / 1')).toBeVisible();
  // Full screen: the viewer covers the whole window.
  const [box, size] = [await viewer.boundingBox(), page.viewportSize()];
  expect(Math.round(box?.width ?? 0)).toBe(size?.width);
  expect(Math.round(box?.height ?? 0)).toBe(size?.height);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(card.getByRole('button', { name: 'Open photo 1 of 1' })).toBeFocused();
});
