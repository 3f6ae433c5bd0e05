import { presignedUploads, presignedUrlUploadRequests, uploadedPhoto } from '@shop/domain/media';
import { z } from 'zod';
import { requireUser } from '../http/auth.ts';
import type { ApiApp } from '../http/types.ts';
import type { ApiModule } from '../modules/index.ts';
import { claimUploads, readyUploads, requestUploads } from '../modules/media/index.ts';

/**
 * A test-only module that uses the media module as reviews will: it asks for upload links for an owner of
 * the signed-in shopper ("test:<owner>", review photos) and saves the owner's photos by claiming uploads
 * (ready outside, claim inside its transaction).
 */
export const mediaCallerModule: ApiModule = {
  name: 'media-caller',
  async routes(app: ApiApp) {
    const { ctx } = app;
    const params = z.object({ owner: z.string().min(1).max(40) });
    const owner = (userId: string, name: string) => ({
      userId,
      purpose: 'review' as const,
      ownerRef: `test:${name}`,
    });
    app.post(
      '/test-photos/:owner/links',
      {
        schema: {
          hide: true,
          params,
          body: z.object({ presignedUrlUploadRequests }),
          response: { 200: presignedUploads },
        },
      },
      async (request) =>
        requestUploads(ctx, {
          ...owner(requireUser(request).id, request.params.owner),
          files: request.body.presignedUrlUploadRequests,
        }),
    );
    app.put(
      '/test-photos/:owner',
      {
        schema: {
          hide: true,
          params,
          body: z.object({ fileUUIDs: z.array(z.string()).max(50) }),
          response: { 200: z.object({ photos: z.array(uploadedPhoto) }) },
        },
      },
      async (request) => {
        const input = {
          ...owner(requireUser(request).id, request.params.owner),
          fileUUIDs: request.body.fileUUIDs,
        };
        await readyUploads(ctx, input);
        const photos = await ctx.db.transaction((tx) => claimUploads(ctx, tx, input));
        return { photos };
      },
    );
  },
};
