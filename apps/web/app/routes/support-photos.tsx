import { useMemo, useState } from 'react';
import { PhotoUpload } from '../features/media/components/photo-upload.tsx';
import { usePhotoUploads } from '../features/media/hooks/use-photo-uploads.ts';
import { supportApi } from '../features/support/api/support-api.ts';
import type { SupportPhotos } from '../features/support/components/message-box.tsx';

/**
 * The photos of the next support message, composed from the media feature (features never import each
 * other): the message's id is chosen here, the upload links are asked for it (and its thread or order), and
 * a new id is chosen once it is sent.
 */
export function useSupportPhotos(target: { ticketId?: string; orderId?: string }) {
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const uploads = usePhotoUploads({
    requestLinks: (files) => supportApi.links({ ...target, messageId }, files),
  });
  const photos: SupportPhotos = useMemo(
    () => ({
      uploading: uploads.uploading,
      uploadAll: uploads.uploadAll,
      reset: () => {
        uploads.reset([]);
        setMessageId(crypto.randomUUID());
      },
      render: () => <PhotoUpload uploads={uploads} canAdd />,
    }),
    [uploads],
  );
  return { messageId, photos };
}
