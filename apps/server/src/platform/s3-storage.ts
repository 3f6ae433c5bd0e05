import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config-storage.ts';
import { checkKey, type Storage, type StoredObject } from './storage.ts';

// What the local folder's files get from /uploads/ (static-files.ts): keys may be written again (the seed).
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The storage on an S3-compatible bucket (@aws-sdk/client-s3). Objects are written with their Content-Type
 * and served from `publicUrl` (the bucket, or a CDN in front of it); browsers upload straight to the bucket
 * with presigned PUT URLs that sign the Content-Type too, so a link is good for one key and one type.
 *
 * Checksums only when an operation requires them: a presigned PUT must not carry a checksum of a body the
 * SDK never saw (it would sign the CRC of an empty body, and S3 would refuse the shopper's file).
 */
export function s3Storage(s: S3Settings): Storage & { client: S3Client } {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  });
  const urlFor = (key: string) => `${s.publicUrl}/${checkKey(key)}`;
  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
      return { url: urlFor(key) };
    },
    urlFor,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: checkKey(key) }));
    },
    read: (key, maxBytes) => readObject(client, s.bucket, checkKey(key), maxBytes),
    presignPut: (key, contentType, expiresInSeconds, signedAt) =>
      getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: s.bucket, Key: checkKey(key), ContentType: contentType }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type']), signingDate: signedAt },
      ),
  };
}

/** Reads at most maxBytes + 1 of the object: a larger one is never downloaded whole. */
async function readObject(
  client: S3Client,
  bucket: string,
  key: string,
  maxBytes: number,
): Promise<StoredObject> {
  let response: GetObjectCommandOutput;
  try {
    response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  } catch (err) {
    if (err instanceof NoSuchKey) return { status: 'missing' };
    if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)
      return { status: 'missing' };
    throw err;
  }
  const body = response.Body as (AsyncIterable<Uint8Array> & { destroy?: () => void }) | undefined;
  if (!body) return { status: 'missing' };
  if ((response.ContentLength ?? 0) > maxBytes) {
    body.destroy?.();
    return { status: 'too-large', size: response.ContentLength! };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy?.();
      return { status: 'too-large', size };
    }
    chunks.push(Buffer.from(chunk));
  }
  return { status: 'found', body: Buffer.concat(chunks) };
}
