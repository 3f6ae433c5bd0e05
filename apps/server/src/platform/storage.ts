import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** An object read back from the storage: its bytes, or why there are none. */
export type StoredObject =
  | { status: 'found'; body: Buffer }
  | { status: 'missing' }
  | { status: 'too-large'; size: number };

/**
 * Where uploaded and generated files live. The default keeps them under DATA_DIR/uploads and serves them
 * at /uploads/; with S3_BUCKET set, an S3-compatible bucket (s3-storage.ts) implements the same interface.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | string, contentType: string): Promise<{ url: string }>;
  urlFor(key: string): string;
  remove(key: string): Promise<void>;
  /** Reads an object back, never more than `maxBytes` of it (a larger one is 'too-large'). */
  read(key: string, maxBytes: number): Promise<StoredObject>;
  /**
   * A URL the browser PUTs one file to, straight into the storage, with exactly this Content-Type, for
   * `expiresInSeconds` from `signedAt` (the app's clock): a presigned S3 URL; null for the local folder (the
   * media module's own signed route receives those uploads).
   */
  presignPut(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    signedAt?: Date,
  ): Promise<string | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/._-]*$/i;

/** Refuses keys that could leave the storage's folder (or bucket prefix): `..`, absolute, odd characters. */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function localStorage(uploadsDir: string, publicPrefix = '/uploads'): Storage {
  const resolve = (key: string) => path.join(uploadsDir, checkKey(key));
  return {
    kind: 'local',
    async put(key, body, _contentType) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return { url: `${publicPrefix}/${key}` };
    },
    urlFor: (key) => `${publicPrefix}/${key}`,
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async read(key, maxBytes) {
      const file = resolve(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return { status: 'missing' };
      if (stat.size > maxBytes) return { status: 'too-large', size: stat.size };
      return { status: 'found', body: await fs.readFile(file) };
    },
    presignPut: async () => null,
  };
}

/**
 * The storage the configuration names: the S3 adapter (and its SDK, loaded only then) when S3_BUCKET is
 * set, else the local folder.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.s3) return localStorage(config.uploadsDir);
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(config.s3);
}
