import type { PresignedUpload, UploadRequestFile } from '@shop/domain/media';
import type { ReviewItem, ReviewWriteInput } from '@shop/domain/reviews';
import { api } from '../../../lib/api.ts';

/** The review calls of spec 000 §7 (the order's boxes, the photo links of a line, PUBLISH). */
export const reviewsApi = {
  links: async (orderId: string, orderItemId: string, files: UploadRequestFile[]) => {
    const res = await api.request<PresignedUpload[]>('POST', `/api/v1/orders/${orderId}/reviews/images`, {
      orderItemId,
      presignedUrlUploadRequests: files,
    });
    return res.status === 200 ? (res.body ?? null) : null;
  },
  publish: async (item: ReviewItem, body: ReviewWriteInput) => {
    const res = await api.request<ReviewItem>(
      'PUT',
      `/api/v1/orders/${item.orderId}/items/${item.orderItemId}/review`,
      body,
    );
    return res.status === 200 ? (res.body ?? null) : null;
  },
};
