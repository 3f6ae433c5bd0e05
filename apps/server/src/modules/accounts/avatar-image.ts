import { inspectPicture, MAX_INPUT_PIXELS, renderPicture } from '../../platform/images.ts';

/**
 * An avatar is judged by its content, not its name or first bytes, and drawn again before it is stored
 * (platform/images.ts, shared with review and support photos): so what the shop serves is always an image it
 * made itself (no trailing payload, no EXIF with the shopper's location, the orientation applied). A file
 * that is not the JPEG or PNG it claims to be is FILE_TYPE_NOT_SUPPORTED; a decompression bomb is refused
 * from its header as FILE_TOO_LARGE.
 */
export const AVATAR_SIZE = 512;
export const AVATAR_MAX_PIXELS = MAX_INPUT_PIXELS;

export type AvatarFormat = 'jpeg' | 'png';

export async function reencodeAvatar(body: Buffer, format: AvatarFormat): Promise<Buffer> {
  const { width, height } = await inspectPicture(body, format);
  // A square from the middle, at most AVATAR_SIZE (a smaller picture is not blown up).
  const side = Math.min(AVATAR_SIZE, width, height);
  const [avatar] = await renderPicture(body, [
    { width: side, height: side, fit: 'cover', format, quality: 85 },
  ]);
  return avatar!.body;
}
