import type { UploadedPhoto } from '@shop/domain/media';

/** A photo item's states (spec 000 §4): idle (chosen, not sent), loading (spinner), error (retry), uploaded. */
export type PhotoStatus = 'idle' | 'loading' | 'error' | 'uploaded';

export interface PhotoItem {
  key: string;
  status: PhotoStatus;
  /** What the tile shows: the chosen file itself (an object URL) until the shop's thumbnail exists. */
  previewUrl: string;
  fileName: string;
  /** The extension its upload link is asked for (from the browser's type, else the name). */
  extension: string;
  /** The file to send, while it is not uploaded. */
  file?: Blob;
  /** The shop's renditions, once uploaded. */
  photo?: UploadedPhoto;
}

export const itemOf = (photo: UploadedPhoto): PhotoItem => ({
  key: photo.fileUUID,
  status: 'uploaded',
  previewUrl: photo.thumbnailUrl,
  fileName: photo.fileUUID,
  extension: 'webp',
  photo,
});

/** The photos of a list whose every item is uploaded, in order; null while one is not. */
export function uploadedPhotos(items: readonly PhotoItem[]): UploadedPhoto[] | null {
  const photos = items.map((i) => i.photo);
  return photos.every((p): p is UploadedPhoto => p !== undefined && p !== null) ? photos : null;
}

/** Runs `work` over the items, at most `limit` at a time, results in order. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
