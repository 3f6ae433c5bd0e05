import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link.tsx';

describe('bannerTarget', () => {
  it('sends product banners to the product and article banners to the news', () => {
    expect(bannerTarget({ contentType: 'PRODUCT', extra: 'kraken-v2' })).toEqual({
      kind: 'internal',
      to: '/product/kraken-v2',
    });
    expect(bannerTarget({ contentType: 'ARTICLE', extra: 'spring-drop' })).toEqual({
      kind: 'internal',
      to: '/news/spring-drop',
    });
  });
  it('opens the url of text banners, only when it is a web address', () => {
    expect(bannerTarget({ contentType: 'TEXT', extra: 'https://discord.gg/x' })).toEqual({
      kind: 'external',
      href: 'https://discord.gg/x',
    });
    expect(bannerTarget({ contentType: 'TEXT', extra: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ contentType: 'PRODUCT', extra: ' ' })).toBeNull();
  });
});
