import type { ReviewItem } from '@shop/domain/reviews';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../lib/dialog-store.ts';
import { DialogHost } from '../shell/dialog-host.tsx';
import { renderWithRouter as render } from '../test/render.tsx';
import { OrderReviewBox } from './order-review-box.tsx';

/**
 * The order detail page's review box (spec 000 §3-§5) as the shopper meets it: the reviews feature's box
 * with the media feature's photos and the app's real API client; only `fetch` answers as the shop would
 * (upload links, the PUT of each file, its check, then PUBLISH).
 */
const ORDER = '11111111-1111-4111-8111-111111111111';
const LINE = '22222222-2222-4222-8222-222222222222';
const uuid = (i: number) => `00000000-0000-4000-8000-00000000000${i}`;

const newItem = (over: Partial<ReviewItem> = {}): ReviewItem => ({
  orderId: ORDER,
  orderItemId: LINE,
  orderDate: '2026-11-01T10:00:00.000Z',
  productId: '33333333-3333-4333-8333-333333333333',
  variantId: null,
  name: 'Forest Sprite',
  variantName: 'Moss',
  slug: 'forest-sprite',
  image: null,
  id: null,
  rate: null,
  message: null,
  images: [],
  createdDate: null,
  canEdit: true,
  canNegative: false,
  stars: 10,
  starsWithMedia: 30,
  earned: 0,
  ...over,
});
const saved = (over: Partial<ReviewItem> = {}) =>
  newItem({
    id: '44444444-4444-4444-8444-444444444444',
    rate: 4,
    message: 'Lovely sculpt',
    createdDate: '2026-11-02T10:00:00.000Z',
    earned: 10,
    ...over,
  });

let calls: { key: string; body: unknown }[];
/** PUBLISH's answer; null: the shop's answer is built from the request. */
let publishAnswer: { status: number; body: unknown } | null;
/** Holds each PUT of a photo until released (to see the box while it uploads). */
let holdPuts: Promise<void> | null;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  publishAnswer = null;
  holdPuts = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL() {} }));
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ key, body });
    if (key === 'GET /api/v1/auth/csrf') return json(200, { csrfToken: 'test-token' });
    if (key === `POST /api/v1/orders/${ORDER}/reviews/images`) {
      const files = (body as { presignedUrlUploadRequests: unknown[] }).presignedUrlUploadRequests;
      return json(
        200,
        files.map((_, i) => ({
          url: `/api/v1/media/uploads/token-${i}`,
          fileUUID: uuid(i),
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg' },
          expiresAt: '2030-01-01T00:00:00.000Z',
        })),
      );
    }
    if (key.startsWith('PUT /api/v1/media/uploads/')) {
      await holdPuts;
      return json(200, {});
    }
    const verify = /^POST \/api\/v1\/media\/uploads\/(.+)\/verify$/.exec(key);
    if (verify) {
      const id = verify[1]!;
      return json(200, {
        fileUUID: id,
        imageUrl: `/uploads/${id}-large.webp`,
        thumbnailUrl: `/uploads/${id}-thumb.webp`,
        width: 10,
        height: 10,
      });
    }
    if (key === `PUT /api/v1/orders/${ORDER}/items/${LINE}/review`) {
      if (publishAnswer) return json(publishAnswer.status, publishAnswer.body);
      const sent = body as { rate: number; message: string; fileUUIDs: string[] };
      return json(
        200,
        saved({
          rate: sent.rate,
          message: sent.message,
          images: sent.fileUUIDs.map((id) => ({
            fileUUID: id,
            imageUrl: `/uploads/${id}-large.webp`,
            thumbnailUrl: `/uploads/${id}-thumb.webp`,
          })),
          earned: sent.fileUUIDs.length > 0 ? 30 : 10,
        }),
      );
    }
    return json(404, { errors: [{ errorCode: 'NOT_FOUND', message: 'Not found' }] });
  });
});

afterEach(() => {
  act(() => dialogs.clear());
  vi.unstubAllGlobals();
});

const box = (item: ReviewItem) =>
  render(
    <>
      <OrderReviewBox item={item} />
      <DialogHost />
    </>,
  );
const publishButton = () => screen.getByRole('button', { name: 'PUBLISH' }) as HTMLButtonElement;
const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
const message = () => screen.getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement;
const jpeg = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });
const choose = (files: File[]) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });
const tiles = () => document.querySelectorAll('.photo:not(.photo--add)');
const type = (text: string) => fireEvent.change(message(), { target: { value: text } });

describe('the review box of an order line (spec 000 §3-§5)', () => {
  it('starts a new review in edit mode: the gold promised, "0 / 200", PUBLISH disabled', () => {
    box(newItem());
    expect(message().placeholder).toBe(
      'Tell other collectors about it: earn 10 gold for your review, 30 gold with photos!',
    );
    expect(screen.getByText('0 / 200')).toBeTruthy();
    expect(screen.getByText('0/9')).toBeTruthy();
    expect(publishButton().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'EDIT' })).toBeNull();
  });

  it('wants both a rating and a message before PUBLISH; a blank message is no message', () => {
    box(newItem());
    type('Crisp colours');
    expect(publishButton().disabled).toBe(true);
    fireEvent.click(star(5));
    expect(publishButton().disabled).toBe(false);
    type('   ');
    expect(publishButton().disabled).toBe(true);
  });

  it('rates from 3 stars, or from 1 within 30 days of delivery (canNegative)', () => {
    const { unmount } = box(newItem());
    expect([1, 2, 3, 4, 5].map((n) => (star(n) as HTMLInputElement).disabled)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    unmount();
    box(newItem({ canNegative: true }));
    expect([1, 2, 3, 4, 5].every((n) => !(star(n) as HTMLInputElement).disabled)).toBe(true);
  });

  it('counts to 200 characters; the 201st shows the overflow message and disables PUBLISH', () => {
    box(newItem());
    fireEvent.click(star(4));
    type('x'.repeat(200));
    expect(screen.getByText('200 / 200')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(publishButton().disabled).toBe(false);
    type('x'.repeat(201));
    expect(screen.getByText('201 / 200')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Look like your text is 200 characters over the limit. Please shorten it',
    );
    expect(message().getAttribute('aria-invalid')).toBe('true');
    expect(publishButton().disabled).toBe(true);
  });

  it('keeps at most 9 photos, and the add tile with count/max only under 5', () => {
    box(newItem());
    act(() => choose([jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'), jpeg('4.jpg')]));
    expect(screen.getByText('4/9')).toBeTruthy();
    act(() => choose(Array.from({ length: 8 }, (_, i) => jpeg(`more-${i}.jpg`))));
    expect(tiles()).toHaveLength(9);
    expect(screen.queryByText(/\/9$/)).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('refuses a file over 2 MB and one that is no JPEG or PNG with the spec dialogs, keeping none', async () => {
    box(newItem());
    act(() => choose([new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })]));
    const big = await screen.findByRole('dialog', { name: 'OOPS! UPLOAD FAILED' });
    expect(big.textContent).toContain('Cannot process image larger than 2MB');
    act(() => dialogs.clear());
    act(() => choose([new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })]));
    const bad = await screen.findByRole('dialog', { name: 'The file type is not support.' });
    expect(bad.textContent).toContain('The image extension should be JPEG, JPG or PNG.');
    expect(tiles()).toHaveLength(0);
  });

  it('PUBLISH uploads the photos first, then saves the review with them, then shows it', async () => {
    let release!: () => void;
    holdPuts = new Promise((resolve) => {
      release = resolve;
    });
    box(newItem());
    fireEvent.click(star(5));
    type('Crisp colours, sharp sculpt');
    act(() => choose([jpeg('a.jpg'), jpeg('b.jpg')]));
    fireEvent.click(publishButton());
    // Uploading: the photos spin and PUBLISH waits.
    await waitFor(() => expect(document.querySelectorAll('.photo--loading')).toHaveLength(2));
    expect(publishButton().disabled).toBe(true);
    expect(calls.some((c) => c.key.endsWith('/review'))).toBe(false);
    act(() => release());
    // Shown once saved: EDIT, the text outside any editor (the editor holds the same words until then).
    expect(await screen.findByRole('button', { name: 'EDIT' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Crisp colours, sharp sculpt')).toBeTruthy();
    expect(screen.getByText('+30 gold earned')).toBeTruthy();
    const keys = calls.map((c) => c.key).filter((k) => !k.includes('/auth/csrf'));
    expect(keys.at(-1)).toBe(`PUT /api/v1/orders/${ORDER}/items/${LINE}/review`);
    expect(calls.find((c) => c.key.endsWith('/reviews/images'))?.body).toEqual({
      orderItemId: LINE,
      presignedUrlUploadRequests: [
        { fileName: 'a.jpg', extension: 'jpg' },
        { fileName: 'b.jpg', extension: 'jpg' },
      ],
    });
    expect(calls.at(-1)?.body).toEqual({
      rate: 5,
      message: 'Crisp colours, sharp sculpt',
      fileUUIDs: [uuid(0), uuid(1)],
    });
    // Saved photos stay, without remove buttons or the add tile.
    expect(tiles()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove photo/ })).toBeNull();
  });

  it('a refused PUBLISH keeps the box in edit mode with what was typed', async () => {
    publishAnswer = {
      status: 409,
      body: {
        errors: [{ errorCode: 'REVIEW_EDIT_EXPIRED', message: 'This review can no longer be edited' }],
      },
    };
    box(newItem());
    fireEvent.click(star(4));
    type('Nice');
    fireEvent.click(publishButton());
    await waitFor(() => expect(publishButton().disabled).toBe(false));
    expect(message().value).toBe('Nice');
  });

  it('CANCEL on a new review clears the rating, the message and the photos', () => {
    box(newItem());
    fireEvent.click(star(4));
    type('Half written');
    act(() => choose([jpeg('a.jpg')]));
    fireEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(message().value).toBe('');
    expect((star(4) as HTMLInputElement).checked).toBe(false);
    expect(tiles()).toHaveLength(0);
    expect(publishButton().disabled).toBe(true);
  });

  it('EDIT then CANCEL on a saved review restores it and leaves edit mode', () => {
    box(
      saved({
        images: [
          { fileUUID: uuid(7), imageUrl: '/uploads/7-large.webp', thumbnailUrl: '/uploads/7-thumb.webp' },
        ],
      }),
    );
    expect(screen.getByText('Lovely sculpt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'EDIT' }));
    type('Changed my mind');
    fireEvent.click(star(3));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.getByText('Lovely sculpt')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect((star(4) as HTMLInputElement).checked).toBe(true);
    expect(tiles()).toHaveLength(1);
  });

  it('a review older than 24 hours (canEdit false) offers no EDIT', () => {
    box(saved({ canEdit: false }));
    expect(screen.getByText('Lovely sculpt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'EDIT' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'PUBLISH' })).toBeNull();
  });
});
