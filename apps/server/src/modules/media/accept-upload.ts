import { DomainError } from '@shop/domain';
import type { AppContext } from '../../http/types.ts';
import { drawRenditions, removeFiles } from './photo-renditions.ts';
import { markReady, markRejected, type UploadRow } from './repository.ts';

/**
 * The bytes of a REQUESTED upload arrived (the shop's route received them, or they were read back from S3):
 * judged and drawn again, the upload becomes READY; a file that is not a JPEG/PNG of at most 2 MB makes it
 * REJECTED with the reason, and the error goes to the caller. Returns undefined when another request made
 * this upload READY (or REJECTED) first; this attempt's files are then removed.
 */
export async function acceptUpload(
  ctx: AppContext,
  row: UploadRow,
  body: Buffer,
): Promise<UploadRow | undefined> {
  let renditions: Awaited<ReturnType<typeof drawRenditions>>;
  try {
    renditions = await drawRenditions(ctx, row, body);
  } catch (err) {
    if (err instanceof DomainError) await markRejected(ctx.db, row.id, String(err.code));
    throw err;
  }
  const ready = await markReady(ctx.db, row.id, renditions);
  if (!ready) await removeFiles(ctx, [renditions.thumbKey, renditions.largeKey]);
  return ready;
}
