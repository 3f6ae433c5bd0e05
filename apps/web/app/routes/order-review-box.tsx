import type { ReviewItem } from '@shop/domain/reviews';
import { PhotoUpload } from '../features/media/components/photo-upload.tsx';
import { usePhotoUploads } from '../features/media/hooks/use-photo-uploads.ts';
import { reviewsApi } from '../features/reviews/api/reviews-api.ts';
import { ReviewBox } from '../features/reviews/components/review-box.tsx';

/**
 * The order detail page's review box of one order line, with the media feature's photo upload (features
 * never import each other, so the route composes them): the photos' links are asked for that line.
 */
export function OrderReviewBox({ item }: { item: ReviewItem }) {
  const uploads = usePhotoUploads({
    initial: item.images.map((i) => ({ ...i, width: 0, height: 0 })),
    requestLinks: (files) => reviewsApi.links(item.orderId, item.orderItemId, files),
  });
  return (
    <ReviewBox
      initial={item}
      photos={{
        uploading: uploads.uploading,
        count: uploads.items.length,
        uploadAll: uploads.uploadAll,
        reset: uploads.reset,
        render: (editing) =>
          editing || uploads.items.length > 0 ? <PhotoUpload uploads={uploads} canAdd={editing} /> : null,
      }}
    />
  );
}
