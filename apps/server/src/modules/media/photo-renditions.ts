import { randomBytes } from 'node:crypto';
import { DomainError, type ErrorParams } from '@shop/domain';
import { PHOTO_MAX_BYTES } from '@shop/domain/media';
import type { AppContext } from '../../http/types.ts';
import { inspectPicture, type Rendition, renderPicture } from '../../platform/images.ts';
import type { Renditions, UploadRow } from './repository.ts';

/**
 * The sizes the pages use, WebP (README.md): a thumbnail for review lists, order lines and the upload tiles
 * (80-120 CSS px, sharp on 2x and 3x screens), and a large one for the full-screen viewer (a desktop screen's
 * height; phones get the same file). Never enlarged; the original is never stored where it could be served.
 * WebP effort 2 (of 0-6): about half the time of the default 4 for files a few percent larger
 * (`npm run bench:media`), since the shopper waits for it.
 */
export const PHOTO_RENDITIONS = {
  thumb: { width: 320, height: 320, fit: 'inside', format: 'webp', quality: 75, effort: 2 },
  large: { width: 1600, height: 1600, fit: 'inside', format: 'webp', quality: 82, effort: 2 },
} as const satisfies Record<string, Rendition>;

const tooLarge = (params: ErrorParams) =>
  new DomainError('FILE_TOO_LARGE', { maxBytes: PHOTO_MAX_BYTES, ...params }, 400);

/**
 * Judges the bytes of one upload (at most 2 MB; the JPEG or PNG its link was signed for, by content; no
 * bomb), then draws the renditions and stores them under a name of this attempt (a losing concurrent attempt
 * removes its own files, never the winner's).
 */
export async function drawRenditions(ctx: AppContext, upload: UploadRow, body: Buffer): Promise<Renditions> {
  if (body.length > PHOTO_MAX_BYTES) throw tooLarge({ size: body.length });
  const expected = upload.contentType === 'image/png' ? 'png' : 'jpeg';
  await inspectPicture(body, expected);
  const [thumb, large] = await renderPicture(body, [PHOTO_RENDITIONS.thumb, PHOTO_RENDITIONS.large]);
  const base = `media/${upload.purpose}/${upload.id}/${randomBytes(6).toString('hex')}`;
  const thumbKey = `${base}-thumb.webp`;
  const largeKey = `${base}-large.webp`;
  await ctx.storage.put(thumbKey, thumb!.body, 'image/webp');
  await ctx.storage.put(largeKey, large!.body, 'image/webp');
  return { thumbKey, largeKey, width: large!.width, height: large!.height, byteSize: body.length };
}

/** Removes whatever files an upload has in the storage (a missing one is no error). */
export async function removeFiles(ctx: AppContext, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) if (key) await ctx.storage.remove(key);
}
