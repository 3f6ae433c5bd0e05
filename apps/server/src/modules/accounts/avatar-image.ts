import { DomainError } from '@shop/domain';
import sharp, { type Metadata } from 'sharp';

/**
 * An avatar is judged by its content, not its name or first bytes: it is decoded and drawn again before it
 * is stored, so what the shop serves is always an image it made itself (no trailing payload, no EXIF with the
 * shopper's location, the orientation applied).
 *
 * - a file that does not decode as the JPEG or PNG it claims to be (another format, a truncated or corrupt
 *   file: sharp fails on libvips' warnings) is FILE_TYPE_NOT_SUPPORTED, "The image extension should be JPEG,
 *   JPG or PNG." (spec 000 §5);
 * - a decompression bomb (a small file declaring a huge picture) is refused from its header, before any pixel
 *   is decoded: over AVATAR_MAX_PIXELS is FILE_TOO_LARGE, "Cannot process image larger than 2MB".
 */
export const AVATAR_SIZE = 512;
/** 25 megapixels: more than any phone's photo that fits in 2 MB, far less than a bomb's. */
export const AVATAR_MAX_PIXELS = 25_000_000;
const DECODE_TIMEOUT_SECONDS = 10;

export type AvatarFormat = 'jpeg' | 'png';

const notAnImage = (reason: string) =>
  new DomainError('FILE_TYPE_NOT_SUPPORTED', { allowed: 'JPEG, JPG, PNG', reason }, 400);

export async function reencodeAvatar(body: Buffer, format: AvatarFormat): Promise<Buffer> {
  const options = { failOn: 'warning' as const, limitInputPixels: AVATAR_MAX_PIXELS };
  let meta: Metadata;
  try {
    meta = await sharp(body, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage('unreadable');
  }
  if (meta.format !== format) throw notAnImage('format');
  if ((meta.width ?? 0) * (meta.height ?? 0) > AVATAR_MAX_PIXELS || !meta.width || !meta.height) {
    throw new DomainError('FILE_TOO_LARGE', { maxPixels: AVATAR_MAX_PIXELS, reason: 'dimensions' }, 400);
  }
  // A square from the middle, at most AVATAR_SIZE (a smaller picture is not blown up).
  const side = Math.min(AVATAR_SIZE, meta.width, meta.height);
  const image = sharp(body, options)
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .rotate() // the EXIF orientation, applied before the metadata goes
    .resize(side, side, { fit: 'cover' });
  try {
    return await (format === 'jpeg' ? image.jpeg({ quality: 85, mozjpeg: true }) : image.png()).toBuffer();
  } catch {
    throw notAnImage('corrupt');
  }
}
