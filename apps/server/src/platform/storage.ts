import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live. The default keeps them under DATA_DIR/uploads and serves them
 * at /uploads/; an S3 adapter implements the same interface.
 */
export interface Storage {
  put(key: string, body: Buffer | string, contentType: string): Promise<{ url: string }>;
  urlFor(key: string): string;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/._-]*$/i;

export function localStorage(uploadsDir: string, publicPrefix = '/uploads'): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(uploadsDir, key);
  };
  return {
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
  };
}
