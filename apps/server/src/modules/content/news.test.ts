import type { ArticleDetailResponse, NewsCategoryResponse, NewsHomeResponse } from '@shop/domain/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCategories, articles } from '../../db/schema/index.ts';
import { createAgent, errorCode } from '../../test/agent.ts';
import { signInDemoUser } from '../../test/demo-session.ts';
import { createTestApp } from '../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DRAFT_SLUG = 'hearth75-prototype-first-look';

describe('news on the demo shop', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const get = (url: string) => t.app.inject({ url });
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => NOW });
  });
  afterAll(() => t?.close());

  it('GET /news: 3 highlights, 5 features, 3 categories of 4 newest articles each', async () => {
    const res = await get('/api/v1/news');
    expect(res.statusCode, res.body).toBe(200);
    const body: NewsHomeResponse = res.json();
    expect(body.highlightArticles.map((a) => a.slug)).toEqual([
      'inside-the-moss-golem-studio-session',
      'nightfall-group-buy-production-update-1',
      'five-desks-built-around-a-single-artisan',
    ]);
    expect(body.featureArticles).toHaveLength(5);
    expect(body.featureCategories.map((c) => c.articleCategory.slug)).toEqual([
      'behind-the-sculpt',
      'group-buy-updates',
      'desk-setups',
    ]);
    for (const c of body.featureCategories) {
      expect(c.articles).toHaveLength(4);
      for (const a of c.articles) expect(a.category?.slug).toBe(c.articleCategory.slug);
      const dates = c.articles.map((a) => a.publishedDate!);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    const all = [
      ...body.highlightArticles,
      ...body.featureArticles,
      ...body.featureCategories.flatMap((c) => c.articles),
    ];
    expect(all.map((a) => a.slug)).not.toContain(DRAFT_SLUG);
    expect(all[0]).toMatchObject({
      summary: expect.any(String),
      thumbnailUrl: expect.stringMatching(/^\/uploads\//),
    });
  });

  it('GET /news/categories/{slug}: a page of 12 by default, newest first; paging works', async () => {
    const res = await get('/api/v1/news/categories/behind-the-sculpt');
    expect(res.statusCode, res.body).toBe(200);
    const body: NewsCategoryResponse = res.json();
    expect(body.category).toMatchObject({ slug: 'behind-the-sculpt', name: 'Behind the Sculpt' });
    expect(body.articles).toMatchObject({ page: 1, size: 12, totalElements: 7 });
    expect(body.articles.contents).toHaveLength(7);

    const p2: NewsCategoryResponse = (
      await get('/api/v1/news/categories/behind-the-sculpt?page=2&size=5')
    ).json();
    expect(p2.articles).toMatchObject({ page: 2, size: 5, totalElements: 7 });
    expect(p2.articles.contents.map((a) => a.slug)).toEqual(
      body.articles.contents.slice(5).map((a) => a.slug),
    );
  });

  it('the draft is not counted in its category', async () => {
    const body: NewsCategoryResponse = (await get('/api/v1/news/categories/group-buy-updates')).json();
    expect(body.articles.totalElements).toBe(6);
    expect(body.articles.contents.map((a) => a.slug)).not.toContain(DRAFT_SLUG);
  });

  it('bad paging is a 400 with field errors', async () => {
    for (const q of ['page=0', 'size=0', 'size=101', 'page=abc']) {
      const res = await get(`/api/v1/news/categories/desk-setups?${q}`);
      expect(res.statusCode, q).toBe(400);
      const field = q.split('=')[0];
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({
          errorCode: 'INVALID_FIELD',
          errorParams: expect.objectContaining({ field }),
        }),
      );
    }
    const both = await get('/api/v1/news/categories/desk-setups?page=-1&size=x');
    expect(
      both
        .json()
        .errors.map((e: { errorParams: { field: string } }) => e.errorParams.field)
        .sort(),
    ).toEqual(['page', 'size']);
  });

  it('unknown category, unknown article and the draft are 404; a malformed slug is 400', async () => {
    expect((await get('/api/v1/news/categories/no-such-category')).statusCode).toBe(404);
    const unknown = await get('/api/v1/news/no-such-article');
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect((await get(`/api/v1/news/${DRAFT_SLUG}`)).statusCode).toBe(404);
    expect((await get('/api/v1/news/Not%20A%20Slug')).statusCode).toBe(400);
  });

  it('GET /news/{slug}: the article, 3 related posts of its category, its category and meta for sharing', async () => {
    const res = await get('/api/v1/news/inside-the-moss-golem-studio-session');
    expect(res.statusCode, res.body).toBe(200);
    const body: ArticleDetailResponse = res.json();
    expect(body.article).toMatchObject({
      title: 'Inside the Moss Golem Studio Session',
      status: 'PUBLISHED',
      publishedDate: '2026-06-14T12:00:00.000Z',
      bannerImages: [expect.stringMatching(/^\/uploads\/demo\/articles\/.+-banner\.w1600\.webp$/)],
    });
    expect(body.article.content).toContain('<h2>Inside the Moss Golem Studio Session</h2>');
    expect(body.article.content).toContain('<ol><li>');
    expect(body.category).toMatchObject({
      slug: 'behind-the-sculpt',
      description: 'How our artisans are made.',
    });
    expect(body.relatedPosts).toHaveLength(3);
    for (const r of body.relatedPosts) {
      expect(r.category?.slug).toBe('behind-the-sculpt');
      expect(r.slug).not.toBe(body.article.slug);
    }
    const base = t.app.ctx.config.publicUrl;
    expect(body.article.seo).toEqual({
      title: body.article.title,
      description: body.article.summary,
      imageUrl: `${base}${body.article.bannerImages[0]}`,
      canonicalUrl: `${base}/news/inside-the-moss-golem-studio-session`,
    });
  });

  it('staff preview: 401 anonymous, 403 shopper, 400 bad id, 404 unknown id', async () => {
    const [draft] = await t.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.slug, DRAFT_SLUG));
    const url = `/api/v1/staff/news/${draft!.id}/preview`;
    const anonymous = await createAgent(t.app).get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(errorCode(anonymous)).toBe('UNAUTHORIZED');
    const shopper = await (await signInDemoUser(t, 'ada@example.com')).get(url);
    expect(shopper.statusCode).toBe(403);
    expect(errorCode(shopper)).toBe('FORBIDDEN');
    const staff = await signInDemoUser(t, 'staff@keycap.shop');
    expect((await staff.get('/api/v1/staff/news/not-a-uuid/preview')).statusCode).toBe(400);
    expect(
      (await staff.get('/api/v1/staff/news/00000000-0000-4000-8000-000000000000/preview')).statusCode,
    ).toBe(404);
  });

  it('staff preview: staff and the store owner read the draft, not cached', async () => {
    const [draft] = await t.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.slug, DRAFT_SLUG));
    for (const email of ['staff@keycap.shop', 'owner@keycap.shop']) {
      const res = await (await signInDemoUser(t, email)).get(`/api/v1/staff/news/${draft!.id}/preview`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body: ArticleDetailResponse = res.json();
      expect(body.article).toMatchObject({ slug: DRAFT_SLUG, status: 'DRAFT', publishedDate: null });
      expect(body.category?.slug).toBe('group-buy-updates');
      expect(body.relatedPosts.map((r) => r.slug)).not.toContain(DRAFT_SLUG);
    }
  });
});

describe('article HTML is sanitised', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let content: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => NOW });
    const [category] = await t.db.select().from(articleCategories).limit(1);
    await t.db.insert(articles).values({
      categoryId: category!.id,
      title: 'A hostile post',
      slug: 'a-hostile-post',
      summary: 'Testing the sanitiser.',
      status: 'PUBLISHED',
      publishedDate: new Date(NOW.getTime() - 60_000),
      content: [
        '<h1>Title</h1><p onclick="steal()" style="color:red" class="x" data-x="1">Hello <strong>world</strong></p>',
        '<script>alert(1)</script><style>body{display:none}</style>',
        '<img src="x" onerror="alert(2)"><img src="https://cdn.example/ok.png" alt="ok"><img src="/uploads/a.png">',
        '<img src="http://insecure.example/x.png"><img src="//evil.example/x.png"><img src="data:image/png;base64,AAAA">',
        '<a href="javascript:alert(3)">js</a><a href=" JaVaScRiPt:alert(4)">js2</a><a href="/\\evil.example">bs</a>',
        '<a href="https://example.com/page">out</a><a href="/product/forest-sprite">in</a><a href="mailto:a@b.c">mail</a>',
        '<iframe src="https://www.youtube.com/embed/x"></iframe><form action="/x"><input name="p"></form>',
        '<svg><script>alert(5)</script></svg><blockquote>Quote</blockquote><pre><code>x &lt; y</code></pre>',
        '<figure><img src="/uploads/f.png" alt="f"><figcaption>Cap</figcaption></figure><ul><li>one</li></ul>',
      ].join(''),
    });
    const res = await t.app.inject({ url: '/api/v1/news/a-hostile-post' });
    expect(res.statusCode, res.body).toBe(200);
    content = (res.json() as ArticleDetailResponse).article.content;
  });
  afterAll(() => t?.close());

  it('drops scripts, styles, handlers, frames, forms and svg', () => {
    expect(content).not.toMatch(/<script|<style|<iframe|<form|<input|<svg/i);
    expect(content).not.toMatch(/onerror|onclick|style=|class=|data-x/i);
    expect(content).not.toMatch(/alert\(/);
    expect(content).not.toMatch(/javascript:/i);
  });

  it('keeps text structure; an <h1> becomes text', () => {
    expect(content).toContain('<p>Hello <strong>world</strong></p>');
    expect(content).not.toContain('<h1>');
    expect(content).toContain('Title');
    expect(content).toContain('<blockquote>Quote</blockquote>');
    expect(content).toContain('<pre><code>x &lt; y</code></pre>');
    expect(content).toContain('<figcaption>Cap</figcaption>');
    expect(content).toContain('<ul><li>one</li></ul>');
  });

  it('keeps https and site images only, lazily loaded', () => {
    const srcs = [...content.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]);
    expect(srcs).toEqual(['https://cdn.example/ok.png', '/uploads/a.png', '/uploads/f.png']);
    expect(content).toMatch(/<img [^>]*loading="lazy"/);
  });

  it('links: unsafe hrefs removed, external ones open in a new tab with rel', () => {
    expect(content).toContain('<a>js</a>');
    expect(content).toContain('<a>js2</a>');
    expect(content).toContain('<a>bs</a>');
    expect(content).toMatch(
      /<a href="https:\/\/example.com\/page" target="_blank" rel="noopener noreferrer">out<\/a>/,
    );
    expect(content).toContain('<a href="/product/forest-sprite">in</a>');
    expect(content).toContain('<a href="mailto:a@b.c">mail</a>');
  });
});
