import { describe, expect, it } from 'vitest';
import { parsePayload, pushDisplay, tabShowing } from './push-message.ts';

const origin = 'https://shop.test';
const show = (raw: string | null) => pushDisplay(parsePayload(raw), origin);

describe('what a push shows', () => {
  it("the server's message: title, body, icon, tag and the link to open", () => {
    const payload = {
      title: 'Order #10001: Processing',
      body: 'Your order #10001 is now Processing.',
      icon: '/media/caps/forest.webp',
      link: '/account/orders/7',
      tag: 'f3a1',
    };
    expect(show(JSON.stringify(payload))).toEqual({
      title: 'Order #10001: Processing',
      options: {
        body: 'Your order #10001 is now Processing.',
        icon: 'https://shop.test/media/caps/forest.webp',
        tag: 'f3a1',
        data: { url: 'https://shop.test/account/orders/7' },
      },
    });
  });

  it('the other spellings of spec 001 §3: image, referenceUrl, data title/content', () => {
    const d = show(
      JSON.stringify({
        image: 'https://cdn.example.com/drop.png',
        data: { title: 'Drop starts', content: 'Forest Sprite is on sale now.', referenceUrl: '/product' },
      }),
    );
    expect(d.title).toBe('Drop starts');
    expect(d.options).toMatchObject({
      body: 'Forest Sprite is on sale now.',
      image: 'https://cdn.example.com/drop.png',
      icon: 'https://shop.test/icons/icon-192.png',
      data: { url: 'https://shop.test/product' },
    });
  });

  it('without a title, or as plain text: the shop speaks, and the click opens the list', () => {
    expect(show('Your parcel has left the workshop.')).toEqual({
      title: 'Dwarf Factory',
      options: {
        body: 'Your parcel has left the workshop.',
        icon: 'https://shop.test/icons/icon-192.png',
        data: { url: 'https://shop.test/account/notifications' },
      },
    });
    expect(show(null).options.data.url).toBe('https://shop.test/account/notifications');
  });

  it('never opens a link that is not a page of the shop or https', () => {
    for (const link of ['javascript:alert(1)', 'http://evil.example/x', 'data:text/html,hi']) {
      expect(show(JSON.stringify({ title: 'x', link })).options.data.url, link).toBe(
        'https://shop.test/account/notifications',
      );
    }
    expect(show(JSON.stringify({ link: 'https://artist.example/collab' })).options.data.url).toBe(
      'https://artist.example/collab',
    );
  });
});

describe('which tab a click brings forward', () => {
  const tabs = [{ url: 'https://shop.test/' }, { url: 'https://shop.test/account/orders/7#lines' }];
  it('the tab already showing the address', () => {
    expect(tabShowing(tabs, 'https://shop.test/account/orders/7')).toBe(tabs[1]);
  });
  it('none when no tab shows it (the address opens in a new window)', () => {
    expect(tabShowing(tabs, 'https://shop.test/account/orders/8')).toBeUndefined();
  });
});
