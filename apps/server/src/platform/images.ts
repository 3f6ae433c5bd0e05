import { DomainError } from '@shop/domain';
import sharp, { type Metadata } from 'sharp';

/**
 * The one place where uploaded pictures are judged and drawn again (sharp), for avatars and photos alike.
 * A picture is judged by its content, never its name:
 *
 * - its first bytes must be the JPEG or PNG signature, and the format libvips reads from the header must be
 *   the one expected; a file that does not decode cleanly (another format, truncated, corrupt: sharp fails
 *   on libvips' warnings) is FILE_TYPE_NOT_SUPPORTED, "The image extension should be JPEG, JPG or PNG."
 *   (spec 000 §5);
 * - a decompression bomb (a small file declaring a huge picture) is refused from its header, before any
 *   pixel is decoded: over MAX_INPUT_PIXELS is FILE_TOO_LARGE, "Cannot process image larger than 2MB".
 *
 * What is written back is an image the shop made itself: the EXIF orientation applied, then every piece of
 * metadata (GPS, camera, comments) and any trailing payload gone.
 */
export type PictureFormat = 'jpeg' | 'png';
/** 25 megapixels: more than any phone's photo that fits in 2 MB, far less than a bomb's. */
export const MAX_INPUT_PIXELS = 25_000_000;
const DECODE_TIMEOUT_SECONDS = 10;

const SIGNATURES: { format: PictureFormat; magic: Buffer }[] = [
  { format: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
];

/** The format the file's first bytes announce, or null for anything else (HTML, SVG, GIF, text...). */
export function sniffFormat(body: Buffer): PictureFormat | null {
  return SIGNATURES.find((s) => body.subarray(0, s.magic.length).equals(s.magic))?.format ?? null;
}

const notAnImage = (reason: string) =>
  new DomainError('FILE_TYPE_NOT_SUPPORTED', { allowed: 'JPEG, JPG, PNG', reason }, 400);

export interface InspectedPicture {
  format: PictureFormat;
  width: number;
  height: number;
}

/** Reads the header only: the format (which must be `expected` when given) and the declared size. */
export async function inspectPicture(body: Buffer, expected?: PictureFormat): Promise<InspectedPicture> {
  const sniffed = sniffFormat(body);
  if (!sniffed || (expected && sniffed !== expected)) throw notAnImage('signature');
  let meta: Metadata;
  try {
    meta = await sharp(body, { failOn: 'warning', limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage('unreadable');
  }
  if (meta.format !== sniffed) throw notAnImage('format');
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new DomainError('FILE_TOO_LARGE', { maxPixels: MAX_INPUT_PIXELS, reason: 'dimensions' }, 400);
  }
  // Width and height as shown: a phone's portrait photo is stored landscape with an orientation tag.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format: sniffed,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}

export interface Rendition {
  /** The box the picture is fitted into ('inside': whole, never enlarged; 'cover': cropped to fill it). */
  width: number;
  height: number;
  fit: 'inside' | 'cover';
  format: 'webp' | 'jpeg' | 'png';
  quality?: number;
  /** WebP only: CPU spent on compression, 0-6 (sharp's default 4). */
  effort?: number;
}

export interface RenderedPicture {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the picture once (it must have passed inspectPicture) and writes each rendition: orientation
 * applied, resized, re-encoded without metadata. A picture whose data is corrupt is FILE_TYPE_NOT_SUPPORTED.
 */
export async function renderPicture(
  body: Buffer,
  renditions: readonly Rendition[],
): Promise<RenderedPicture[]> {
  const base = sharp(body, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .rotate();
  try {
    return await Promise.all(
      renditions.map(async (r) => {
        const resized = base
          .clone()
          .resize(r.width, r.height, { fit: r.fit, withoutEnlargement: r.fit === 'inside' });
        const encoded =
          r.format === 'webp'
            ? resized.webp({ quality: r.quality ?? 80, effort: r.effort ?? 4 })
            : r.format === 'jpeg'
              ? resized.jpeg({ quality: r.quality ?? 85, mozjpeg: true })
              : resized.png();
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return { body: data, width: info.width, height: info.height };
      }),
    );
  } catch {
    throw notAnImage('corrupt');
  }
}
