import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from '../shell/page-frame.tsx';
import { renderWithRoot } from '../test/render.tsx';
import { jsonLdBlocks, schemaOrg } from '../test/schema-org.ts';
import {
  absoluteUrl,
  articleLd,
  breadcrumbLd,
  canonicalMeta,
  JsonLdScript,
  jsonLdText,
  organizationLd,
  websiteLd,
} from './seo.tsx';
import { FALLBACK_CONFIG } from './session.ts';

const BASE = 'https://shop.example';
const config = {
  ...FALLBACK_CONFIG,
  publicUrl: BASE,
  supportEmail: 'support@keycap.shop',
  socialLinks: [{ name: 'discord', url: 'https://discord.gg/keycaps' }],
};
const shapes = schemaOrg(BASE);

describe('SEO on the public address only', () => {
  it('builds absolute URLs on PUBLIC_URL, and none while it is unknown', () => {
    expect(absoluteUrl(`${BASE}/`, '/product/a b')).toBe(`${BASE}/product/a%20b`);
    expect(absoluteUrl(BASE, 'https://elsewhere.example/x.png')).toBe('https://elsewhere.example/x.png');
    expect(absoluteUrl('', '/product')).toBeNull();
    expect(canonicalMeta('', '/')).toEqual([]);
    expect(organizationLd(FALLBACK_CONFIG)).toBeNull();
    expect(canonicalMeta(BASE, '/')).toEqual([
      { property: 'og:url', content: `${BASE}/` },
      { tagName: 'link', rel: 'canonical', href: `${BASE}/` },
    ]);
  });

  it('Organization and WebSite with its SearchAction fit schema.org', () => {
    expect(shapes.check(organizationLd(config))).toBe('Organization');
    const site = websiteLd(config)!;
    expect(shapes.check(site)).toBe('WebSite');
    expect(site.potentialAction).toMatchObject({
      target: { urlTemplate: `${BASE}/search/result?text={search_term_string}` },
    });
  });

  it('Article fits schema.org, with the shop as author and publisher', () => {
    const ld = articleLd(config, {
      title: 'x'.repeat(130),
      publishedDate: '2026-05-01T10:00:00.000Z',
      updatedDate: '2026-05-02T10:00:00.000Z',
      seo: { description: 'About', imageUrl: `${BASE}/uploads/a.jpg`, canonicalUrl: `${BASE}/news/a` },
    });
    expect(shapes.check(ld)).toBe('Article');
    expect((ld!.headline as string).length).toBe(110);
  });

  it('BreadcrumbList: linked crumbs and the page itself, numbered from 1', () => {
    const ld = breadcrumbLd(
      BASE,
      [{ name: 'HOME', path: '/' }, { name: 'NEWS', path: '/news' }, { name: 'Events' }, { name: 'A post' }],
      '/news/a-post',
    );
    expect(shapes.check(ld)).toBe('BreadcrumbList');
    expect(ld!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'HOME', item: `${BASE}/` },
      { '@type': 'ListItem', position: 2, name: 'NEWS', item: `${BASE}/news` },
      { '@type': 'ListItem', position: 3, name: 'A post', item: `${BASE}/news/a-post` },
    ]);
  });

  it('a JSON-LD script cannot be closed early by its text', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    const { container } = render(<JsonLdScript data={{ name: '</script>' }} />);
    expect(JSON.parse(container.querySelector('script')!.textContent!)).toEqual({ name: '</script>' });
  });

  it('every breadcrumb prints its BreadcrumbList', async () => {
    const view = renderWithRoot(
      <Breadcrumb items={[{ label: 'STORE', to: '/product' }, { label: 'Moss Golem' }]} />,
      { appConfig: config, user: null },
      '/product/moss-golem',
    );
    await view.findByText('Moss Golem');
    const [ld] = jsonLdBlocks(view.container.innerHTML);
    expect(shapes.check(ld)).toBe('BreadcrumbList');
    expect((ld as { itemListElement: { item: string }[] }).itemListElement.map((i) => i.item)).toEqual([
      `${BASE}/`,
      `${BASE}/product`,
      `${BASE}/product/moss-golem`,
    ]);
  });
});
