import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config-storage.ts';

/** Browsers may PUT to the bucket from any origin (a real bucket names the shop's), as the shop's CORS rule. */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod>
<AllowedMethod>GET</AllowedMethod><AllowedHeader>content-type</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

/**
 * A real S3-compatible server on 127.0.0.1 (s3rver: objects in a temporary folder) with one bucket, for the
 * tests of the S3 storage and of uploads through presigned URLs. It checks a presigned URL's expiry but not
 * its V4 signature (the SDK computes those; AWS checks them).
 */
export async function startS3Server(bucket = 'shop-media', listenPort = 0) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: listenPort,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    // s3rver's one account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicUrl: `${endpoint}/${bucket}`,
    uploadOrigin: endpoint,
  };
  return {
    settings,
    endpoint,
    /** The keys in the bucket, sorted (straight from s3rver's folder). */
    keys(): string[] {
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => !f.endsWith('._S3rver_metadata.json') && !f.endsWith('._S3rver_object.md5'))
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) =>
          f
            .replace(/\._S3rver_object$/, '')
            .split(path.sep)
            .join('/'),
        )
        .sort();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
