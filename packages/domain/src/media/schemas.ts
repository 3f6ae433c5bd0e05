import { z } from 'zod';
import { PHOTOS_MAX_DEFAULT } from './rules.ts';

/**
 * What an upload is for. The module that asks for upload links has authorised the shopper for the owner
 * (`ownerRef`, e.g. an order line of theirs); an upload can be claimed only for that purpose and owner.
 */
export const UPLOAD_PURPOSES = ['review', 'support'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Photos an owner may hold, per purpose: a review 9 (spec 000 §5); a support message the same default. */
export const PHOTOS_MAX: Record<UploadPurpose, number> = {
  review: PHOTOS_MAX_DEFAULT,
  support: PHOTOS_MAX_DEFAULT,
};

/**
 * One file the shopper is about to send (spec 000 §7 `presignedUrlUploadRequests`): its name and extension.
 * The extension chooses the Content-Type the link is signed for; JPEG, JPG or PNG only (checked by the
 * use case, which answers FILE_TYPE_NOT_SUPPORTED in the spec's words).
 */
export const uploadRequestFile = z.object({
  fileName: z.string().trim().min(1).max(255),
  extension: z.string().trim().min(1).max(10),
});
export type UploadRequestFile = z.infer<typeof uploadRequestFile>;
export const presignedUrlUploadRequests = z.array(uploadRequestFile).min(1).max(PHOTOS_MAX_DEFAULT);

/**
 * A link to send one file to (spec 000 §7: "a list aligned to the files with url and fileUUID"): PUT the
 * bytes to `url` with the `headers` given (its Content-Type), before `expiresAt`. The shop's own storage
 * answers at /api/v1/media/uploads/{token}; with S3 it is a presigned S3 URL.
 */
export const presignedUpload = z.object({
  url: z.string(),
  fileUUID: z.uuid(),
  method: z.literal('PUT'),
  headers: z.object({ 'content-type': z.string() }),
  expiresAt: z.string(),
});
export type PresignedUpload = z.infer<typeof presignedUpload>;
export const presignedUploads = z.array(presignedUpload);

/**
 * An upload the shop has checked and drawn again: WebP in two sizes (`thumbnailUrl` for lists and order
 * lines, `imageUrl` for the full-screen viewer), never the bytes as sent.
 */
export const uploadedPhoto = z.object({
  fileUUID: z.uuid(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhoto>;

export const fileUUIDParams = z.object({ fileUUID: z.uuid() });
export const uploadTokenParams = z.object({ token: z.string().min(1).max(200) });
