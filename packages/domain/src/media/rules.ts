/**
 * Photo upload rules of spec 000 §5 and §9, shared by the browser (checks before anything is sent) and the
 * server (which judges the bytes themselves, never the name).
 */

/** Each photo at most 2 MB ("Cannot process image larger than 2MB"). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** At most 9 photos by default (a review's limit, spec 000 §5). */
export const PHOTOS_MAX_DEFAULT = 9;
/** The add tile shows only while fewer than this many photos are there (spec 000 §5). */
export const ADD_TILE_BELOW = 5;
/** JPEG, JPG or PNG, by extension as the shopper names them and by MIME type as browsers report them. */
export const PHOTO_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export type PhotoExtension = (typeof PHOTO_EXTENSIONS)[number];
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** The error codes an upload ends with; the dialogs of spec 000 §5 are chosen by them. */
export type PhotoFileError = 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_SUPPORTED';

/** `photo.JPG` -> `jpg`; no dot -> ''. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The extension an upload link is asked for: from the type the browser reports (which it takes from the
 * name), else from the name itself; the server still judges the bytes against it.
 */
export function extensionFor(file: { name: string; type: string }): string {
  const type = file.type.toLowerCase();
  if (type === 'image/png') return 'png';
  if (type === 'image/jpeg') return 'jpg';
  return extensionOf(file.name);
}

export function isPhotoExtension(extension: string): extension is PhotoExtension {
  return (PHOTO_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());
}

/** The Content-Type a file of this extension is sent with (and that its upload URL is signed for). */
export function contentTypeOf(extension: string): PhotoContentType {
  return extension.toLowerCase() === 'png' ? 'image/png' : 'image/jpeg';
}

/**
 * What the browser can tell before sending: the type it reports (or, when it reports none, the name's
 * extension) and the size. The server still judges the content.
 */
export function photoFileError(file: { name: string; type: string; size: number }): PhotoFileError | null {
  const typeOk = file.type
    ? (PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : isPhotoExtension(extensionOf(file.name));
  if (!typeOk) return 'FILE_TYPE_NOT_SUPPORTED';
  if (file.size > PHOTO_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/** Files chosen beyond the room left are dropped, the first ones kept (spec 000 §5 "excess files trimmed"). */
export function trimToRoom<T>(files: readonly T[], present: number, max = PHOTOS_MAX_DEFAULT): T[] {
  return files.slice(0, Math.max(0, max - present));
}

/** The add tile (count/max) shows while fewer than 5 photos are there and adding is allowed. */
export function showAddTile(present: number, canAdd: boolean, max = PHOTOS_MAX_DEFAULT): boolean {
  return canAdd && present < Math.min(ADD_TILE_BELOW, max);
}
