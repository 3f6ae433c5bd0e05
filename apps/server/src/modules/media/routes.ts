import { notFound } from '@shop/domain';
import { fileUUIDParams, PHOTO_MAX_BYTES, uploadedPhoto, uploadTokenParams } from '@shop/domain/media';
import { requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { readyUploads } from './ready-uploads.ts';
import { receiveUpload } from './receive-upload.ts';
import { findUpload } from './repository.ts';

const tags = ['media'];

/**
 * The upload links' own routes. Links are asked for by the module that owns the photos (reviews, support),
 * which authorises the shopper first and calls requestUploads; see README.md.
 */
export async function mediaRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;

  app.post(
    '/media/uploads/:fileUUID/verify',
    {
      schema: {
        summary: 'Check an uploaded photo',
        description:
          "After the PUT: the shop judges the file (with S3 it reads it back from the bucket) and answers its WebP renditions. Errors: FILE_TYPE_NOT_SUPPORTED, FILE_TOO_LARGE (400), UPLOAD_NOT_RECEIVED, UPLOAD_EXPIRED (409), NOT_FOUND for another shopper's upload. Signed-in users only.",
        tags,
        params: fileUUIDParams,
        response: { 200: uploadedPhoto },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await findUpload(ctx.db, request.params.fileUUID);
      if (!row || row.userId !== user.id) throw notFound('upload');
      const owner = { userId: user.id, purpose: row.purpose as 'review', ownerRef: row.ownerRef };
      const [photo] = await readyUploads(ctx, { ...owner, fileUUIDs: [row.id] });
      return photo!;
    },
  );

  // The body is the file itself, in a scope of its own so only this route parses raw bytes. Up to 1 MB over
  // the limit is read, so that 2 MB + 1 byte gets the spec's message rather than a bare 413.
  await app.register(async (plain) => {
    const scope = plain as ApiApp;
    const raw = { parseAs: 'buffer' as const, bodyLimit: PHOTO_MAX_BYTES + 1024 * 1024 };
    scope.addContentTypeParser('*', raw, (_request, body, done) => done(null, body));
    scope.put(
      '/media/uploads/:token',
      {
        bodyLimit: raw.bodyLimit,
        schema: {
          summary: 'Upload one photo through its link',
          description:
            'The link of requestUploads when the shop keeps the files itself (with S3 the link is the bucket). Body: the image bytes with the Content-Type the link was made for. A JPEG or PNG by content, at most 2 MB, at most 25 megapixels. Errors: FILE_TYPE_NOT_SUPPORTED, FILE_TOO_LARGE (400), UPLOAD_LINK_INVALID, UPLOAD_LINK_EXPIRED (403), UPLOAD_ALREADY_USED (409), PAYLOAD_TOO_LARGE (413 over 3 MB).',
          tags,
          params: uploadTokenParams,
          consumes: ['image/jpeg', 'image/png'],
          response: { 200: uploadedPhoto },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receiveUpload(ctx, request.params.token, request.headers['content-type'], body);
      },
    );
  });
}
