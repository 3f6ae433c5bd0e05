import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../config.ts';
import { startS3Server } from '../test/s3-server.ts';
import { s3Storage } from './s3-storage.ts';
import { createStorage } from './storage.ts';

/** The S3 storage against a real S3-compatible server (s3rver on 127.0.0.1), through the AWS SDK. */
describe('S3 storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let storage: ReturnType<typeof s3Storage>;
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = s3Storage(s3.settings);
  });
  afterAll(() => s3?.close());

  it('writes an object that browsers fetch from its public URL, with its type', async () => {
    const { url } = await storage.put(
      'demo/hello.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
    );
    expect(url).toBe(`${s3.endpoint}/shop-media/demo/hello.svg`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });

  it('reads an object back, refusing one larger than asked without taking it whole', async () => {
    await storage.put('incoming/a', Buffer.alloc(5000, 7), 'image/jpeg');
    const found = await storage.read('incoming/a', 5000);
    expect(found.status === 'found' && found.body.length).toBe(5000);
    expect(await storage.read('incoming/a', 4999)).toEqual({ status: 'too-large', size: 5000 });
    expect(await storage.read('incoming/none', 10)).toEqual({ status: 'missing' });
  });

  it('removes objects (and removing a missing one is no error)', async () => {
    await storage.put('tmp/x', 'x', 'text/plain');
    await storage.remove('tmp/x');
    await storage.remove('tmp/x');
    expect(await storage.read('tmp/x', 10)).toEqual({ status: 'missing' });
    expect(s3.keys()).not.toContain('tmp/x');
  });

  it('presigns a PUT for one key and one Content-Type, without a checksum of a body it never saw', async () => {
    const url = await storage.presignPut('incoming/photo', 'image/png', 900);
    const query = new URL(url!).searchParams;
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(query.get('X-Amz-Expires')).toBe('900');
    expect([...query.keys()].some((k) => k.toLowerCase().startsWith('x-amz-checksum'))).toBe(false);
    const put = await fetch(url!, {
      method: 'PUT',
      body: Buffer.alloc(3000, 1),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const back = await storage.read('incoming/photo', 10_000);
    expect(back.status === 'found' && back.body.length).toBe(3000);
  });

  it('an expired presigned URL is refused by the server', async () => {
    // Signed an hour ago for 60 s: expired, without waiting.
    const url = await getSignedUrl(
      storage.client,
      new PutObjectCommand({ Bucket: 'shop-media', Key: 'incoming/late', ContentType: 'image/png' }),
      { expiresIn: 60, signingDate: new Date(Date.now() - 3_600_000) },
    );
    const put = await fetch(url, { method: 'PUT', body: 'x', headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('Request has expired');
  });

  it('refuses keys that could leave the bucket prefix', async () => {
    await expect(storage.put('../etc/passwd', 'x', 'text/plain')).rejects.toThrow(/Unsafe storage key/);
  });

  it('is chosen by configuration: S3_BUCKET and its settings, else the local folder', async () => {
    const config = loadConfig({
      S3_BUCKET: 'shop-media',
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(config.s3).toMatchObject({ publicUrl: `${s3.endpoint}/shop-media`, uploadOrigin: s3.endpoint });
    const chosen = await createStorage(config);
    expect(chosen.kind).toBe('s3');
    await chosen.put('demo/chosen.txt', 'yes', 'text/plain');
    expect(await (await fetch(chosen.urlFor('demo/chosen.txt'))).text()).toBe('yes');
    expect((await createStorage(testConfig())).kind).toBe('local');
  });

  it('names the bucket as a sub-domain unless path style is asked for, and takes a CDN as public URL', () => {
    expect(loadConfig({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      publicUrl: 'https://media.s3.eu-west-1.amazonaws.com',
      uploadOrigin: 'https://media.s3.eu-west-1.amazonaws.com',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://r2.example.com/',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }).s3,
    ).toMatchObject({ publicUrl: 'https://cdn.example.com', uploadOrigin: 'https://media.r2.example.com' });
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      /set both, or neither/,
    );
  });
});
