import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper } from '../../test/accounts.ts';
import { createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { pngBomb, realJpeg, realPng } from '../../test/images.ts';
import { AVATAR_SIZE } from './avatar-image.ts';

/**
 * Avatars are judged by their content (issue "polish" item 9): decoded and re-encoded before they are
 * stored; a truncated or corrupt JPEG, a PNG bomb or a non-image is refused with the codes the upload
 * dialogs show (spec 000 §5).
 */
describe('avatar uploads, by content', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const upload = async (body: Buffer, type: string) => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    return { a, res: await a.put('/api/v1/me/avatar', body, { 'content-type': type }) };
  };

  it('stores a picture the shop drew again: at most 512 px, without the EXIF the phone put in', async () => {
    const { res } = await upload(await realJpeg(1200, 800), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ url: res.json().avatar.imageUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('Secret Location Cam')).toBe(false);
  });

  it('keeps a small PNG at its size', async () => {
    const { res } = await upload(await realPng(200, 100), 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ url: res.json().avatar.imageUrl });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 100,
      height: 100,
    });
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await realJpeg();
    const { res } = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('FILE_TYPE_NOT_SUPPORTED');
  });

  it('refuses a JPEG whose compressed data is garbage', async () => {
    const jpeg = Buffer.from(await realJpeg());
    // Keep the headers (the first kilobyte), scramble the picture data after them.
    for (let i = 1024; i < jpeg.length - 2; i++) jpeg[i] = (jpeg[i]! * 31 + i) & 0xff;
    const { res } = await upload(jpeg, 'image/jpeg');
    expect(errorCode(res)).toBe('FILE_TYPE_NOT_SUPPORTED');
  });

  it('refuses a PNG bomb from its header, without decoding it', async () => {
    const bomb = pngBomb(50_000, 50_000); // 2.5 gigapixels in a few kilobytes
    expect(bomb.length).toBeLessThan(64 * 1024);
    const started = Date.now();
    const { res } = await upload(bomb, 'image/png');
    expect(errorCode(res)).toBe('FILE_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(10_000); // refused, not decoded (a decode would take minutes)
  });

  it('refuses a non-image dressed up with a PNG or JPEG signature', async () => {
    const text = Buffer.from('<?php system($_GET["c"]); ?>'.repeat(20));
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), text]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), text]);
    expect(errorCode((await upload(png, 'image/png')).res)).toBe('FILE_TYPE_NOT_SUPPORTED');
    expect(errorCode((await upload(jpeg, 'image/jpeg')).res)).toBe('FILE_TYPE_NOT_SUPPORTED');
  });

  it('an avatar that is refused leaves the current one in place', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    const ok = await a.put('/api/v1/me/avatar', await realPng(), { 'content-type': 'image/png' });
    const before = ok.json().avatar.imageUrl;
    const bad = await a.put('/api/v1/me/avatar', pngBomb(), { 'content-type': 'image/png' });
    expect(bad.statusCode).toBe(400);
    expect((await a.get('/api/v1/me')).json().avatar).toEqual({ imageUrl: before });
    expect((await t.app.inject({ url: before })).statusCode).toBe(200);
  });
});
