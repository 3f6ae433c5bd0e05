import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { outbox } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';

/**
 * Content pages and forms (issue "Catalogue, search and content", parts 5–7): collaborations, heritage,
 * news by category, the contact form and the newsletter with the real ALTCHA captcha (the config lowers
 * its cost for these runs), and the new-member sale popup on a fast-forwarded clock.
 */

test('collaborations list leads to a collaboration whose products are grouped by year', async ({ page }) => {
  await gotoHydrated(page, '/collab');
  await expect(page.getByRole('heading', { level: 1, name: 'COLLAB' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'MILESTONES' })).toBeVisible();
  await page.getByRole('link', { name: 'Kiln & Key', exact: true }).click();

  await expect(page).toHaveURL(/\/collab\/kiln-and-key$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiln & Key' })).toBeVisible();
  const collection = page.getByRole('region', { name: 'THE COLLECTION' });
  const years = collection.getByRole('heading', { level: 3 });
  await expect(years.first()).toBeVisible();
  const texts = (await years.allTextContents()).filter((t) => /^\d{4}$/.test(t.trim())).map(Number);
  expect(texts.length).toBeGreaterThan(1);
  expect(texts).toEqual([...texts].sort((a, b) => b - a));
  // Each year holds product cards linking to their pages.
  const newest = collection.getByRole('region', { name: String(texts[0]) });
  await expect(newest.getByRole('link').first()).toHaveAttribute('href', /^\/product\//);
});

test('a collaboration has its title, description and Open Graph image in the server HTML', async ({
  request,
}) => {
  const html = await (await request.get('/collab/kiln-and-key')).text();
  expect(html).toMatch(/<title>Kiln &amp; Key \| /);
  expect(html).toMatch(/<meta property="og:image" content="[^"]*kiln-and-key-banner\.w1600\.webp"/);
  expect(html).toMatch(/<meta name="description" content="Kiln &amp; Key is a ceramicist/);
});

test('an unknown collaboration is the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/collab/no-such-artist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page is not found :( Please travel back to homepage.')).toBeVisible();
});

test('heritage shows the archive newest year first', async ({ page }) => {
  await page.goto('/heritage');
  const archive = page.getByRole('region', { name: 'THE ARCHIVE' });
  const years = (await archive.getByRole('heading', { level: 3 }).allTextContents())
    .filter((t) => /^\d{4}$/.test(t.trim()))
    .map(Number);
  expect(years.length).toBeGreaterThan(1);
  expect(years).toEqual([...years].sort((a, b) => b - a));
  await expect(
    page.getByRole('region', { name: "THIS SEASON'S EVENT" }).getByRole('link').first(),
  ).toBeVisible();
});

test('news: a category link from /news leads to the category', async ({ page }) => {
  await gotoHydrated(page, '/news');
  await page.getByRole('link', { name: 'View all of Behind the Sculpt' }).click();
  await expect(page).toHaveURL(/\/news\/category\/behind-the-sculpt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Behind the Sculpt' })).toBeVisible();
});

test('news: paging through a category, three a page', async ({ page }) => {
  // Seven articles, three a page (the size lives in the URL, as the page does): pages 1, 2, 3.
  await gotoHydrated(page, '/news/category/behind-the-sculpt?size=3');
  const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(3);
  const first = await titles.allTextContents();
  const paging = page.getByRole('navigation', { name: 'Pagination' });
  await paging.getByRole('link', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(paging.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(titles).toHaveCount(3);
  expect(await titles.allTextContents()).not.toEqual(first);
  await paging.getByRole('link', { name: 'Page 3' }).click();
  await expect(titles).toHaveCount(1);
});

/** Opens SEND MESSAGE on /contact-us. */
async function contactDialog(page: Page) {
  await gotoHydrated(page, '/contact-us');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  return page.getByRole('dialog', { name: 'SEND MESSAGE' });
}

test('contact form: every missing field named, the first focused, a bad e-mail said at once', async ({
  page,
}) => {
  const dialog = await contactDialog(page);
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await expect(dialog.getByText('Your name is required.')).toBeVisible();
  await expect(dialog.getByText('Email is required.')).toBeVisible();
  await expect(dialog.getByText('Message is required.')).toBeVisible();
  await expect(dialog.getByLabel('YOUR NAME')).toBeFocused();
  await dialog.getByLabel('YOUR EMAIL').fill('ada@');
  await expect(dialog.getByText('Invalid Email')).toBeVisible();
});

test('contact form: a sent message thanks the sender and reaches the staff outbox', async ({
  page,
  baseURL,
}) => {
  const dialog = await contactDialog(page);
  const marker = `Is the Frost Kitsune restocking? ${Date.now()}`;
  await dialog.getByLabel('YOUR NAME').fill('Ada Lovelace');
  await dialog.getByLabel('YOUR EMAIL').fill('ada.contact@example.com');
  await dialog.getByLabel('MESSAGE').fill(marker);
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await expect(
    page.getByText('Thank you! Your message has been sent. We will get back to you soon.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(async () => {
    const mails = await outbox(baseURL!, 'support@keycap.shop');
    expect(mails.some((m) => m.text?.includes(marker) && m.subject.includes('Ada Lovelace'))).toBe(true);
  }).toPass();
});

test('newsletter: the footer sign-up says SIGNED after a valid address', async ({ page }) => {
  await gotoHydrated(page, '/about-us');
  const box = page.getByRole('form', { name: 'NEWSLETTER' });
  const email = box.getByRole('textbox', { name: 'Your Email' });
  await email.fill('not-an-address');
  await box.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(box.getByText('Please enter a valid email address.')).toBeVisible();

  await email.fill(`reader.${Date.now()}@example.com`);
  await box.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(page.getByText("You're all set! Thank you.")).toBeVisible();
  await expect(box.getByRole('button', { name: 'SIGNED' })).toBeDisabled();
  await expect(email).toBeDisabled();
  await expect(email).toHaveValue('');
});

test('the new-member sale popup comes 30 s into a signed-out visit, and not again once dismissed', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/about-us');
  const popup = page.getByRole('dialog', { name: 'SPECIAL DISCOUNT FOR NEW MEMBERS' });
  await page.clock.fastForward(20_000);
  await expect(popup).toBeHidden();
  await page.clock.fastForward(11_000);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'REGISTER NOW!' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate("localStorage.getItem('SHOW_POPUP')")).toBe('2');

  await page.reload();
  await waitForHydration(page);
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a draft preview asks a signed-out visitor to sign in first', async ({ page }) => {
  await page.goto('/news/preview/7d1f3c2e-8a4b-4c5d-9e6f-0a1b2c3d4e5f');
  await expect(page).toHaveURL(/\/unauthorized\?redirect_uri=%2Fnews%2Fpreview%2F/);
});

for (const path of [
  '/collab',
  '/collab/kiln-and-key',
  '/heritage',
  '/news/category/desk-setups',
  '/help-center',
]) {
  test(`${path} passes axe`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the contact dialog with its messages passes axe', async ({ page }) => {
  const dialog = await contactDialog(page);
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await expect(page.getByText('Your name is required.')).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});

test('the home page: live events, collaborations with EXPLORE NOW, happy owners and the enjoy block', async ({
  page,
  request,
}) => {
  const home = (await (await request.get('/api/v1/home')).json()) as {
    liveEvents: { name: string; extra: string }[];
    featuredCollabs: { name: string; slug: string }[];
    happyOwners: { link: string; description: string }[];
  };
  await gotoHydrated(page, '/');
  const live = page.getByRole('region', { name: 'LIVE EVENTS' });
  for (const banner of home.liveEvents) {
    await expect(live.getByRole('link', { name: banner.name })).toHaveAttribute(
      'href',
      `/product/${banner.extra}`,
    );
  }
  const collabs = page.getByRole('region', { name: 'COLLABORATIONS' });
  for (const c of home.featuredCollabs) {
    await expect(collabs.getByRole('link', { name: c.name, exact: true })).toHaveAttribute(
      'href',
      `/collab/${c.slug}`,
    );
  }
  await expect(collabs.locator('.pcard').first()).toBeVisible();
  const owners = page.getByRole('region', { name: 'HAPPY OWNERS' });
  const first = home.happyOwners[0];
  const post = owners.getByRole('link', { name: first?.description });
  await expect(post).toHaveAttribute('href', first?.link ?? '');
  await expect(post).toHaveAttribute('target', '_blank');
  const enjoy = page.getByRole('region', { name: /ARE YOU ENJOYING\?\s*CONTINUE EXPLORE/ });
  await expect(enjoy.getByRole('link', { name: 'MEMBERSHIP' })).toHaveAttribute('href', '/membership');
  await expect(enjoy.getByRole('link', { name: 'NEWS' })).toHaveAttribute('href', '/news');
  await collabs.getByRole('link', { name: 'EXPLORE NOW' }).click();
  await expect(page).toHaveURL(/\/collab$/);
  await expect(page.getByRole('heading', { level: 1, name: 'COLLAB' })).toBeVisible();
});

test('an article has its title, description and Open Graph image in the server HTML', async ({ request }) => {
  const { highlightArticles } = (await (await request.get('/api/v1/news')).json()) as {
    highlightArticles: { slug: string }[];
  };
  const slug = highlightArticles[0]?.slug;
  const { article } = (await (await request.get(`/api/v1/news/${slug}`)).json()) as {
    article: { title: string; seo: { description: string; imageUrl: string } };
  };
  const html = await (await request.get(`/news/${slug}`)).text();
  const attr = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  expect(html).toContain(`<title>${attr(article.title)} | Dwarf Factory</title>`);
  expect(html).toContain(`<meta name="description" content="${attr(article.seo.description)}"/>`);
  expect(html).toContain(`<meta property="og:image" content="${attr(article.seo.imageUrl)}"/>`);
  expect(html).toMatch(/<meta property="og:type" content="article"\/>/);
});

test('an unknown article is the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/news/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page is not found :( Please travel back to homepage.')).toBeVisible();
});

for (const [path, title, first] of [
  ['/about-us/story', 'OUR STORY', 'A DESK HOBBY'],
  ['/about-us/the-making-of', 'THE MAKING OF', '1. SCULPT'],
  ['/manual', 'MANUAL', 'FINDING A KEYCAP'],
  ['/help-center/policy/return-shipping-policy', 'SHIPPING & RETURN POLICY', 'RETURNS'],
] as const) {
  test(`${path} renders its content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const section = page.getByRole('heading', { level: 2, name: first, exact: true });
    await expect(section).toBeVisible();
    // Each section has its paragraphs.
    await expect(section.locator('xpath=following-sibling::p[1]')).not.toBeEmpty();
  });
}

test('the contact page shows the location, where the header’s LOCATION link lands', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'ABOUT DWARF' }).click();
  await page.getByRole('link', { name: 'LOCATION' }).click();
  await expect(page).toHaveURL(/\/contact-us#location$/);
  const location = page.getByRole('region', { name: 'LOCATION' });
  await expect(location).toBeInViewport();
  await expect(location.locator('address')).toContainText('Dwarf Factory Workshop');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/HOME.*CONTACT US/);
});

test('/contact-us passes axe', async ({ page }) => {
  await gotoHydrated(page, '/contact-us');
  await expect(page.getByRole('region', { name: 'LOCATION' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('bad paging on /collab and a news category is corrected in the address', async ({ page }) => {
  const collab = await page.goto('/collab?page=abc');
  expect(collab?.status()).toBe(200);
  await expect(page).toHaveURL(/\/collab$/);
  await page.goto('/news/category/behind-the-sculpt?page=abc&size=3');
  await expect(page).toHaveURL(/\/news\/category\/behind-the-sculpt\?size=3$/);
  await page.goto('/news/category/behind-the-sculpt?page=2&size=0');
  await expect(page).toHaveURL(/\/news\/category\/behind-the-sculpt$/);
});

test('the sale popup never opens over another dialog: it waits until the login dialog is closed', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/about-us');
  await page.getByRole('banner').getByRole('link', { name: 'LOGIN' }).click();
  const login = page.getByRole('dialog', { name: 'LOGIN' });
  await expect(login).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(login).toBeHidden();
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('dialog', { name: 'SPECIAL DISCOUNT FOR NEW MEMBERS' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test("the sale popup's REGISTER NOW! carries its e-mail into the register form", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/about-us');
  const popup = page.getByRole('dialog', { name: 'SPECIAL DISCOUNT FOR NEW MEMBERS' });
  await page.clock.fastForward(31_000);
  const email = `carried.${Date.now()}@example.com`;
  await popup.getByRole('textbox', { name: 'Your Email' }).fill(email);
  await popup.getByRole('button', { name: 'REGISTER NOW!' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.locator('main').getByLabel('EMAIL', { exact: true })).toHaveValue(email);
});

test('newsletter: SIGNED lasts the session, and a sign-up in the sale popup switches the footer', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/about-us');
  const box = page.getByRole('form', { name: 'NEWSLETTER' });
  await expect(box.getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
  const popup = page.getByRole('dialog', { name: 'SPECIAL DISCOUNT FOR NEW MEMBERS' });
  await page.clock.fastForward(31_000);
  await popup.getByRole('textbox', { name: 'Your Email' }).fill(`popup.${Date.now()}@example.com`);
  await popup.getByRole('button', { name: 'REGISTER NOW!' }).click();
  await expect(page.getByText("You're all set! Thank you.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(box.getByRole('button', { name: 'SIGNED' })).toBeDisabled();
  // The flag is removed at every start: a new visit (a reload) may sign up again.
  await page.reload();
  await waitForHydration(page);
  await expect(box.getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
  // Cleared once the page's scripts start.
  await expect.poll(() => page.evaluate("localStorage.getItem('SUBSCRIBED')")).toBeNull();
});
