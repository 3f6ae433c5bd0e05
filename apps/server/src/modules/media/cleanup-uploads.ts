import type { AppContext } from '../../http/types.ts';
import { removeFiles } from './photo-renditions.ts';
import { clearIncoming, deleteUploads, findDisposable, findStaleIncoming } from './repository.ts';
import { claimableSince } from './upload-rules.ts';

const BATCH = 200;
const MAX_BATCHES = 25;

/**
 * The recurring media.cleanup job (hourly): uploads never claimed within their 24 hours (asked for, arrived
 * or refused) and photos their owner let go lose their files, then their rows; S3 originals whose link has
 * expired are removed (one PUT again through a still-valid link after the file was read would otherwise stay).
 * Files first, rows after: a run cut short leaves rows to retry, never files without a row. Idempotent.
 */
export async function cleanupUploads(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  for (let i = 0; i < MAX_BATCHES; i++) {
    const rows = await findDisposable(ctx.db, claimableSince(now), BATCH);
    for (const row of rows) await removeFiles(ctx, [row.thumbKey, row.largeKey, row.incomingKey]);
    await deleteUploads(
      ctx.db,
      rows.map((r) => r.id),
    );
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
