import { PHOTO_MAX_BYTES } from '@shop/domain/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper, testClock } from '../../test/accounts.ts';
import { createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { gpsJpeg, hasGps, jpegOfSize, pngBomb, realPng } from '../../test/images.ts';
import { mediaCallerModule } from '../../test/media-caller.ts';
import { askLinks, putToLink, savePhotos } from '../../test/media-fixtures.ts';
import { apiModules } from '../index.ts';
import { PHOTO_RENDITIONS } from './index.ts';

/**
 * Photo uploads through the shop's own storage (spec 000 §5, §7): links asked for by a caller module, one
 * PUT per file to its signed link, the file judged by its content and drawn again as WebP.
 */
describe('photo uploads, on the shop storage', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ modules: [...apiModules, mediaCallerModule], now: clock.now });
  });
  afterAll(() => t?.close());

  const shopper = async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    return a;
  };
  const served = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };

  it('gives one link per file, aligned to them, each for the type of its extension', async () => {
    const links = await askLinks(await shopper(), 'aligned', ['jpg', 'PNG', 'jpeg']);
    expect(links.map((l) => l.headers['content-type'])).toEqual(['image/jpeg', 'image/png', 'image/jpeg']);
    expect(new Set(links.map((l) => l.fileUUID)).size).toBe(3);
    for (const l of links) expect(l.url).toMatch(/^\/api\/v1\/media\/uploads\/[\w.-]+$/);
  });

  it('stores a phone photo as WebP in two sizes, without its EXIF and GPS; the original is never served', async () => {
    const a = await shopper();
    const photo = await gpsJpeg(2400, 1800);
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const [link] = await askLinks(a, 'exif', ['jpg']);
    const put = await putToLink(a, link!, photo);
    expect(put.statusCode, put.body).toBe(200);
    const uploaded = put.json();
    expect(uploaded).toMatchObject({ fileUUID: link!.fileUUID, width: 1600, height: 1200 });
    const large = await sharp(await served(uploaded.imageUrl)).metadata();
    const thumb = await sharp(await served(uploaded.thumbnailUrl)).metadata();
    expect(large).toMatchObject({ format: 'webp', width: PHOTO_RENDITIONS.large.width, height: 1200 });
    expect(thumb).toMatchObject({ format: 'webp', width: PHOTO_RENDITIONS.thumb.width, height: 240 });
    for (const meta of [large, thumb]) {
      expect(meta.exif).toBeUndefined();
      expect(hasGps(meta.exif)).toBe(false);
    }
    expect((await served(uploaded.imageUrl)).includes('Secret Location Cam')).toBe(false);
    // Saved by its owner, the same renditions come back.
    const saved = await savePhotos(a, 'exif', [link!.fileUUID]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().photos).toEqual([uploaded]);
  });

  it('keeps a small PNG at its size (never enlarged)', async () => {
    const a = await shopper();
    const [link] = await askLinks(a, 'small', ['png']);
    const put = await putToLink(a, link!, await realPng(200, 100));
    expect(put.json()).toMatchObject({ width: 200, height: 100 });
    expect(await sharp(await served(put.json().thumbnailUrl)).metadata()).toMatchObject({
      width: 200,
      height: 100,
    });
  });

  it("takes exactly 2 MB, and refuses 2 MB + 1 byte with the spec's message code", async () => {
    const a = await shopper();
    const [ok, over] = await askLinks(a, 'size', ['jpg', 'jpg']);
    expect((await putToLink(a, ok!, await jpegOfSize(PHOTO_MAX_BYTES))).statusCode).toBe(200);
    const refused = await putToLink(a, over!, await jpegOfSize(PHOTO_MAX_BYTES + 1));
    expect(refused.statusCode).toBe(400);
    expect(errorCode(refused)).toBe('FILE_TOO_LARGE');
  });

  it('judges the bytes, not the name: a PNG named .jpg, HTML or SVG named .jpg, a bomb', async () => {
    const a = await shopper();
    const [png, html, svg, bomb] = await askLinks(a, 'fakes', ['jpg', 'jpg', 'jpg', 'png']);
    const cases = [
      [png!, await realPng(), 'FILE_TYPE_NOT_SUPPORTED'],
      [html!, Buffer.from('<!doctype html><script>alert(1)</script>'), 'FILE_TYPE_NOT_SUPPORTED'],
      [
        svg!,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'FILE_TYPE_NOT_SUPPORTED',
      ],
      [bomb!, pngBomb(50_000, 50_000), 'FILE_TOO_LARGE'],
    ] as const;
    for (const [link, body, code] of cases) {
      const res = await putToLink(a, link, body);
      expect(res.statusCode, code).toBe(400);
      expect(errorCode(res)).toBe(code);
    }
    // Refused uploads cannot be saved, and nothing of them is stored.
    const save = await savePhotos(a, 'fakes', [png!.fileUUID]);
    expect(errorCode(save)).toBe('FILE_TYPE_NOT_SUPPORTED');
    expect(errorCode(await savePhotos(a, 'fakes', [bomb!.fileUUID]))).toBe('FILE_TOO_LARGE');
  });

  it('refuses a body sent with another type than its link was made for', async () => {
    const a = await shopper();
    const [link] = await askLinks(a, 'type', ['png']);
    const res = await putToLink(a, link!, await realPng(), 'image/jpeg');
    expect(errorCode(res)).toBe('FILE_TYPE_NOT_SUPPORTED');
  });

  it('refuses links for other types and more than 9 files', async () => {
    const a = await shopper();
    const gif = await a.post('/api/v1/test-photos/x/links', {
      presignedUrlUploadRequests: [{ fileName: 'a.gif', extension: 'gif' }],
    });
    expect(gif.statusCode).toBe(400);
    expect(errorCode(gif)).toBe('FILE_TYPE_NOT_SUPPORTED');
    const ten = await a.post('/api/v1/test-photos/x/links', {
      presignedUrlUploadRequests: Array.from({ length: 10 }, (_, i) => ({
        fileName: `${i}.jpg`,
        extension: 'jpg',
      })),
    });
    expect(ten.statusCode).toBe(400);
  });

  it('a link works once: used again, it is refused and the first photo stays', async () => {
    const a = await shopper();
    const [link] = await askLinks(a, 'once', ['png']);
    const first = await putToLink(a, link!, await realPng(300, 300));
    expect(first.statusCode).toBe(200);
    const again = await putToLink(a, link!, await realPng(100, 100));
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('UPLOAD_ALREADY_USED');
    expect((await savePhotos(a, 'once', [link!.fileUUID])).json().photos[0].width).toBe(300);
  });

  it('an expired or forged link is refused', async () => {
    const a = await shopper();
    const [late, forged] = await askLinks(a, 'links', ['png', 'png']);
    const tampered = { ...forged!, url: forged!.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) };
    expect(errorCode(await putToLink(a, tampered, await realPng()))).toBe('UPLOAD_LINK_INVALID');
    const otherId = { ...forged!, url: forged!.url.replace(forged!.fileUUID, late!.fileUUID) };
    expect(errorCode(await putToLink(a, otherId, await realPng()))).toBe('UPLOAD_LINK_INVALID');
    clock.advance(16 * 60_000);
    const res = await putToLink(a, late!, await realPng());
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('UPLOAD_LINK_EXPIRED');
  });

  it('asks for the shopper to be signed in where the caller does', async () => {
    const res = await createAgent(t.app).post('/api/v1/test-photos/x/links', {
      presignedUrlUploadRequests: [{ fileName: 'a.jpg', extension: 'jpg' }],
    });
    expect(res.statusCode).toBe(401);
  });

  it("verify answers the renditions of the shopper's own upload, and 404 for anyone else", async () => {
    const a = await shopper();
    const [link] = await askLinks(a, 'verify', ['png']);
    expect(errorCode(await a.post(`/api/v1/media/uploads/${link!.fileUUID}/verify`))).toBe(
      'UPLOAD_NOT_RECEIVED',
    );
    const put = await putToLink(a, link!, await realPng());
    const verified = await a.post(`/api/v1/media/uploads/${link!.fileUUID}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual(put.json());
    const other = await shopper();
    expect((await other.post(`/api/v1/media/uploads/${link!.fileUUID}/verify`)).statusCode).toBe(404);
  });
});
