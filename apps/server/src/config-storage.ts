import { z } from 'zod';

/**
 * Where uploads and generated images live (platform/storage.ts): the shop's own folder under DATA_DIR by
 * default, an S3-compatible bucket when S3_BUCKET is set (AWS S3, MinIO, Cloudflare R2, ...).
 */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, a local test server); AWS when absent. */
  endpoint?: string;
  /** Static keys; without them the AWS SDK's default chain (environment, instance role, ...) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and local servers want it). */
  forcePathStyle: boolean;
  /** Where browsers fetch the objects (a CDN in front of the bucket): `${publicUrl}/${key}`. */
  publicUrl: string;
  /** Where browsers send presigned uploads: allowed by the Content-Security-Policy's connect-src. */
  uploadOrigin: string;
}

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

export const storageEnv = {
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnv>>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The S3 settings, or null for the local folder; problems are lines of the "Invalid configuration" message. */
export function s3Settings(e: StorageEnv): { value: S3Settings | null; problems: string[] } {
  if (!e.S3_BUCKET) return { value: null, problems: [] };
  const problems: string[] = [];
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      '  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds its own)',
    );
  }
  const endpoint = e.S3_ENDPOINT ? trimSlash(e.S3_ENDPOINT) : undefined;
  // The bucket's own address: path style under the endpoint, else the bucket as a sub-domain.
  let bucketUrl = `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`;
  if (endpoint) {
    const u = new URL(endpoint);
    bucketUrl = e.S3_FORCE_PATH_STYLE
      ? `${endpoint}/${e.S3_BUCKET}`
      : `${u.protocol}//${e.S3_BUCKET}.${u.host}`;
  }
  return {
    problems,
    value: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      publicUrl: e.S3_PUBLIC_URL ? trimSlash(e.S3_PUBLIC_URL) : bucketUrl,
      uploadOrigin: new URL(bucketUrl).origin,
    },
  };
}
