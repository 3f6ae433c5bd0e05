import type { AppContext } from '../../http/types.ts';
import { removeFiles } from './photo-renditions.ts';
import { clearIncoming, deleteDisposable, findStaleIncoming } from './repository.ts';
import { claimableSince } from './upload-rules.ts';

const BATCH = 200;
const MAX_BATCHES = 25;

/**
 * The recurring media.cleanup job (hourly): uploads never claimed within their 24 hours (asked for, arrived
 * or refused) and photos their owner let go lose their files, then their rows; S3 originals whose link has
 * expired are removed (one PUT again through a still-valid link after the file was read would otherwise stay).
 * Rows first, files after: a photo claimed again at that moment keeps its row and so its files (a file the
 * storage failed to remove is logged, never a row without its files). Idempotent.
 */
export async function cleanupUploads(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  for (let i = 0; i < MAX_BATCHES; i++) {
    const rows = await deleteDisposable(ctx.db, claimableSince(now), BATCH);
    for (const row of rows) {
      const keys = [row.thumbKey, row.largeKey, row.incomingKey];
      await removeFiles(ctx, keys).catch((err) =>
        ctx.log.warn({ err, keys }, 'media.cleanup: files left behind'),
      );
    }
    if (rows.length < BATCH) break;
  }
  for (let i = 0; i < MAX_BATCHES; i++) {
    const rows = await findStaleIncoming(ctx.db, now, BATCH);
    for (const row of rows) await removeFiles(ctx, [row.incomingKey]);
    await clearIncoming(
      ctx.db,
      rows.map((r) => r.id),
    );
    if (rows.length < BATCH) break;
  }
}
