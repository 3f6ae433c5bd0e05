import { PHOTO_MAX_BYTES, type PresignedUpload } from '@shop/domain/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../platform/s3-storage.ts';
import { signedInShopper, testClock } from '../../test/accounts.ts';
import { createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { gpsJpeg, hasGps, jpegOfSize, realPng } from '../../test/images.ts';
import { mediaCallerModule } from '../../test/media-caller.ts';
import { askLinks, savePhotos } from '../../test/media-fixtures.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { apiModules } from '../index.ts';
import { runDueJobs, scheduleRecurring } from '../jobs/index.ts';

/**
 * Photo uploads with the files in an S3-compatible bucket (a local s3rver): the browser PUTs straight to a
 * presigned URL, bypassing the shop, so the shop reads each file back when it is verified or claimed, judges
 * it, draws it again, and removes the original.
 */
describe('photo uploads, on S3', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // Links are signed on the app's clock and the bucket checks them on its own: start both at the same time.
  const clock = testClock(new Date().toISOString());
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({
      modules: [...apiModules, mediaCallerModule],
      now: clock.now,
      config: { s3: s3.settings },
      storage: s3Storage(s3.settings),
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const shopper = async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    return a;
  };
  // The browser's PUT: real HTTP to the bucket, no cookie, no CSRF header.
  const put = (link: PresignedUpload, body: Buffer) =>
    fetch(link.url, { method: 'PUT', body, headers: link.headers });

  it('links are presigned S3 URLs for the type of each file, and the page may send them there', async () => {
    const links = await askLinks(await shopper(), 'links', ['jpg', 'png']);
    for (const link of links) {
      expect(link.url.startsWith(`${s3.endpoint}/shop-media/incoming/${link.fileUUID}?`)).toBe(true);
      expect(new URL(link.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    }
    const page = await t.app.inject({ url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${s3.endpoint}`);
  });

  it('reads the photo back, stores WebP renditions in the bucket without EXIF, and removes the original', async () => {
    const a = await shopper();
    const [link] = await askLinks(a, 'photo', ['jpg']);
    expect((await put(link!, await gpsJpeg(2000, 1500))).status).toBe(200);
    expect(s3.keys()).toContain(`incoming/${link!.fileUUID}`);
    const verified = await a.post(`/api/v1/media/uploads/${link!.fileUUID}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    const photo = verified.json();
    expect(photo.imageUrl.startsWith(`${s3.endpoint}/shop-media/media/review/${link!.fileUUID}/`)).toBe(true);
    const large = await fetch(photo.imageUrl);
    expect(large.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(hasGps(meta.exif)).toBe(false);
    expect(s3.keys()).not.toContain(`incoming/${link!.fileUUID}`);
    const saved = await savePhotos(a, 'photo', [link!.fileUUID]);
    expect(saved.json().photos).toEqual([photo]);
  });

  it('a claim reads back what was never verified', async () => {
    const a = await shopper();
    const [link] = await askLinks(a, 'direct', ['png']);
    await put(link!, await realPng(300, 200));
    const saved = await savePhotos(a, 'direct', [link!.fileUUID]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().photos[0]).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses what the bucket took but is no photo: a PNG named .jpg, HTML, 2 MB + 1 byte; nothing is kept', async () => {
    const a = await shopper();
    const [png, html, big, ok] = await askLinks(a, 'fakes', ['jpg', 'jpg', 'jpg', 'jpg']);
    await put(png!, await realPng());
    await put(html!, Buffer.from('<html><script>alert(1)</script></html>'));
    await put(big!, await jpegOfSize(PHOTO_MAX_BYTES + 1));
    await put(ok!, await jpegOfSize(PHOTO_MAX_BYTES));
    const verify = (id: string) => a.post(`/api/v1/media/uploads/${id}/verify`);
    expect(errorCode(await verify(png!.fileUUID))).toBe('FILE_TYPE_NOT_SUPPORTED');
    expect(errorCode(await verify(html!.fileUUID))).toBe('FILE_TYPE_NOT_SUPPORTED');
    const tooBig = await verify(big!.fileUUID);
    expect(tooBig.statusCode).toBe(400);
    expect(errorCode(tooBig)).toBe('FILE_TOO_LARGE');
    expect((await verify(ok!.fileUUID)).statusCode).toBe(200);
    expect(errorCode(await savePhotos(a, 'fakes', [ok!.fileUUID, png!.fileUUID]))).toBe(
      'FILE_TYPE_NOT_SUPPORTED',
    );
    for (const l of [png, html, big]) expect(s3.keys().some((k) => k.includes(l!.fileUUID))).toBe(false);
  });

  it('an expired link is refused by the bucket, and its upload cannot be claimed', async () => {
    const a = await shopper();
    // Asked for 16 minutes ago (the app's clock set back): the 15-minute link has expired.
    clock.advance(-16 * 60_000);
    const [link] = await askLinks(a, 'late', ['png']);
    clock.advance(16 * 60_000);
    const res = await put(link!, await realPng());
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
    expect(errorCode(await savePhotos(a, 'late', [link!.fileUUID]))).toBe('UPLOAD_NOT_RECEIVED');
  });

  it('cleanup removes from the bucket what was let go, and an original sent again after it was read', async () => {
    const a = await shopper();
    const [keep, drop] = await askLinks(a, 'edit', ['png', 'png']);
    await put(keep!, await realPng());
    await put(drop!, await realPng());
    const both = await savePhotos(a, 'edit', [keep!.fileUUID, drop!.fileUUID]);
    expect(both.statusCode).toBe(200);
    await savePhotos(a, 'edit', [keep!.fileUUID]);
    // The link still works for a while: a second PUT lands an original nobody will read.
    await put(keep!, await realPng());
    expect(s3.keys()).toContain(`incoming/${keep!.fileUUID}`);
    clock.advance(16 * 60_000);
    await scheduleRecurring(t.app.ctx);
    await runDueJobs(t.app.ctx);
    const left = s3.keys();
    expect(left.some((k) => k.includes(drop!.fileUUID))).toBe(false);
    expect(left).not.toContain(`incoming/${keep!.fileUUID}`);
    expect(left.filter((k) => k.includes(keep!.fileUUID))).toHaveLength(2); // its thumbnail and large
  });
});
