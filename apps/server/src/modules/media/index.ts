import type { ApiModule } from '../index.ts';
import { cleanupUploads } from './cleanup-uploads.ts';
import { mediaRoutes } from './routes.ts';

/** Photo uploads for other modules (reviews, support): links, checks, WebP renditions, claims (README.md). */
export const mediaModule: ApiModule = {
  name: 'media',
  routes: mediaRoutes,
  jobs: { 'media.cleanup': cleanupUploads },
  recurring: [{ kind: 'media.cleanup', everyMs: 3_600_000 }],
};

export { claimUploads } from './claim-uploads.ts';
export { cleanupUploads } from './cleanup-uploads.ts';
export { PHOTO_RENDITIONS } from './photo-renditions.ts';
export { readyUploads } from './ready-uploads.ts';
export { requestUploads } from './request-uploads.ts';
export { CLAIM_WINDOW_MS, UPLOAD_LINK_TTL_SECONDS, type UploadOwner } from './upload-rules.ts';
