import {
  extensionFor,
  PHOTOS_MAX_DEFAULT,
  type PresignedUpload,
  photoFileError,
  trimToRoom,
  type UploadedPhoto,
  type UploadRequestFile,
} from '@shop/domain/media';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showUploadFailed } from '../../../lib/upload-dialogs.ts';
import { type SendResult, sendPhoto } from '../api/send-photo.ts';
import { inPool, itemOf, type PhotoItem, uploadedPhotos } from '../lib/photo-items.ts';

/**
 * Asks the owning feature's API for upload links (reviews: for an order line, spec 000 §7), aligned to the
 * files; null when it refused (it has shown why).
 */
export type RequestLinks = (files: UploadRequestFile[]) => Promise<PresignedUpload[] | null>;

export interface PhotoUploadsOptions {
  /** Photos already saved (editing a review). */
  initial?: readonly UploadedPhoto[];
  max?: number;
  requestLinks: RequestLinks;
  /** How one file is sent (tests replace it). */
  send?: (link: PresignedUpload, file: Blob) => Promise<SendResult>;
}

export interface PhotoUploads {
  items: readonly PhotoItem[];
  max: number;
  uploading: boolean;
  /** Adds chosen files: beyond the room left they are dropped, and refused ones open spec 000 §5's dialog. */
  add(files: readonly File[]): void;
  remove(key: string): void;
  /** Back to these photos (CANCEL restores a saved review's). */
  reset(photos?: readonly UploadedPhoto[]): void;
  /** Sends every photo not uploaded yet; all the photos in order when all are, else null. */
  uploadAll(): Promise<UploadedPhoto[] | null>;
  /** Sends one failed photo again (its refresh icon). */
  retry(key: string): Promise<void>;
}

// Two at a time: a phone's uplink is the bottleneck, and a third would only slow the first ones down.
const PARALLEL_UPLOADS = 2;
let nextKey = 0;

const isBlobUrl = (url: string) => url.startsWith('blob:');

/**
 * The photos of one form (a review box, a support message) and their uploads: each chosen file is an idle
 * item with a preview; sending asks for links, PUTs each file to its link, and has the shop verify it; an
 * item ends uploaded, or in error with a retry. A file the shop refuses by its content (not a JPEG/PNG, over
 * 2 MB or 25 megapixels) opens the same dialog as the browser's own check and leaves the list.
 */
export function usePhotoUploads(options: PhotoUploadsOptions): PhotoUploads {
  const max = options.max ?? PHOTOS_MAX_DEFAULT;
  const [items, setItems] = useState<readonly PhotoItem[]>(() => (options.initial ?? []).map(itemOf));
  const current = useRef(items);
  const [busy, setBusy] = useState(0);
  const opts = useRef(options);
  opts.current = options;

  const update = useCallback((change: (items: readonly PhotoItem[]) => readonly PhotoItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);

  // Object URLs of previews are released when the form goes away.
  useEffect(
    () => () => {
      for (const item of current.current)
        if (isBlobUrl(item.previewUrl)) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const send = useCallback(
    async (keys: readonly string[]) => {
      const pending = current.current.filter((i) => keys.includes(i.key) && i.file && i.status !== 'loading');
      if (pending.length === 0) return;
      const keysOf = new Set(pending.map((i) => i.key));
      const mark = (key: string, patch: Partial<PhotoItem>) =>
        update((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
      update((list) => list.map((i) => (keysOf.has(i.key) ? { ...i, status: 'loading' } : i)));
      setBusy((n) => n + 1);
      try {
        const files = pending.map((i) => ({ fileName: i.fileName, extension: i.extension }));
        const links = await opts.current.requestLinks(files).catch(() => null);
        if (!links || links.length !== pending.length) {
          for (const i of pending) mark(i.key, { status: 'error' });
          return;
        }
        const sendOne = opts.current.send ?? sendPhoto;
        let refused: string | null = null;
        await inPool(pending, PARALLEL_UPLOADS, async (item) => {
          const result = await sendOne(links[pending.indexOf(item)]!, item.file!);
          if ('photo' in result)
            return mark(item.key, { status: 'uploaded', photo: result.photo, file: undefined });
          if (result.error === 'FILE_TYPE_NOT_SUPPORTED' || result.error === 'FILE_TOO_LARGE') {
            refused ??= result.error;
            if (isBlobUrl(item.previewUrl)) URL.revokeObjectURL(item.previewUrl);
            return update((list) => list.filter((i) => i.key !== item.key));
          }
          mark(item.key, { status: 'error' });
        });
        if (refused) showUploadFailed(refused);
      } finally {
        setBusy((n) => n - 1);
      }
    },
    [update],
  );

  return useMemo<PhotoUploads>(
    () => ({
      items,
      max,
      uploading: busy > 0,
      add(files) {
        const room = trimToRoom(files, current.current.length, max);
        let refused: string | null = null;
        const added: PhotoItem[] = [];
        for (const file of room) {
          const problem = photoFileError(file);
          if (problem) refused ??= problem;
          else {
            const previewUrl = URL.createObjectURL(file);
            added.push({
              key: `new-${nextKey++}`,
              status: 'idle',
              previewUrl,
              fileName: file.name,
              extension: extensionFor(file),
              file,
            });
          }
        }
        if (refused) showUploadFailed(refused);
        if (added.length > 0) update((list) => [...list, ...added]);
      },
      remove(key) {
        const gone = current.current.find((i) => i.key === key);
        if (gone && isBlobUrl(gone.previewUrl)) URL.revokeObjectURL(gone.previewUrl);
        update((list) => list.filter((i) => i.key !== key));
      },
      reset(photos = []) {
        for (const i of current.current) if (isBlobUrl(i.previewUrl)) URL.revokeObjectURL(i.previewUrl);
        update(() => photos.map(itemOf));
      },
      async uploadAll() {
        await send(
          current.current.filter((i) => i.status === 'idle' || i.status === 'error').map((i) => i.key),
        );
        return uploadedPhotos(current.current);
      },
      retry: (key) => send([key]),
    }),
    [items, max, busy, send, update],
  );
}
