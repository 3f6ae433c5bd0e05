import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper, testClock } from '../../test/accounts.ts';
import { type Agent, createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { realPng } from '../../test/images.ts';
import { mediaCallerModule } from '../../test/media-caller.ts';
import { askLinks, putToLink, savePhotos } from '../../test/media-fixtures.ts';
import { apiModules } from '../index.ts';
import { runDueJobs, scheduleRecurring } from '../jobs/index.ts';

/**
 * Claiming uploads when the owner saves (claimUploads in the caller's transaction): only the shopper's own,
 * for that purpose and owner, arrived, unrefused, within 24 hours; the owner's photos become exactly the
 * ones named; what is let go or never claimed is removed by the recurring media.cleanup job.
 */
describe('claiming photo uploads', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ modules: [...apiModules, mediaCallerModule], now: clock.now });
  });
  afterAll(() => t?.close());

  const shopper = async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    return a;
  };
  const uploaded = async (a: Agent, owner: string, n = 1) => {
    const links = await askLinks(
      a,
      owner,
      Array.from({ length: n }, () => 'png'),
    );
    const photos = [];
    for (const link of links) {
      const res = await putToLink(a, link, await realPng(120, 90));
      if (res.statusCode !== 200) throw new Error(res.body);
      photos.push(res.json());
    }
    return photos as { fileUUID: string; imageUrl: string; thumbnailUrl: string }[];
  };
  const status = async (url: string) => (await t.app.inject({ url })).statusCode;
  const filesOf = (fileUUID: string) => {
    const dir = path.join(t.app.ctx.config.uploadsDir, 'media', 'review', fileUUID);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('saves the photos in the order named, and saving again is the same', async () => {
    const a = await shopper();
    const [p1, p2, p3] = await uploaded(a, 'order', 3);
    const ids = [p3!.fileUUID, p1!.fileUUID, p2!.fileUUID];
    const first = await savePhotos(a, 'order', ids);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().photos.map((p: { fileUUID: string }) => p.fileUUID)).toEqual(ids);
    expect((await savePhotos(a, 'order', ids)).json()).toEqual(first.json());
  });

  it("refuses another shopper's upload, and an upload asked for another owner, as not found", async () => {
    const a = await shopper();
    const [mine] = await uploaded(a, 'owner-a');
    const b = await shopper();
    const stolen = await savePhotos(b, 'owner-a', [mine!.fileUUID]);
    expect(stolen.statusCode).toBe(404);
    const elsewhere = await savePhotos(a, 'owner-b', [mine!.fileUUID]);
    expect(elsewhere.statusCode).toBe(404);
    expect((await savePhotos(a, 'owner-a', ['not-a-uuid'])).statusCode).toBe(404);
    // The rightful owner still can.
    expect((await savePhotos(a, 'owner-a', [mine!.fileUUID])).statusCode).toBe(200);
  });

  it('refuses an upload whose file never arrived, and more than 9 photos', async () => {
    const a = await shopper();
    const [link] = await askLinks(a, 'early', ['jpg']);
    const early = await savePhotos(a, 'early', [link!.fileUUID]);
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('UPLOAD_NOT_RECEIVED');
    const ten = await uploaded(a, 'ten', 9);
    const more = await uploaded(a, 'ten', 1);
    const res = await savePhotos(
      a,
      'ten',
      [...ten, ...more].map((p) => p.fileUUID),
    );
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('PHOTO_LIMIT_REACHED');
  });

  it('keeps at most twice the limit of links waiting for one owner', async () => {
    const a = await shopper();
    await askLinks(
      a,
      'pending',
      Array.from({ length: 9 }, () => 'jpg'),
    );
    await askLinks(
      a,
      'pending',
      Array.from({ length: 9 }, () => 'jpg'),
    );
    const res = await a.post('/api/v1/test-photos/pending/links', {
      presignedUrlUploadRequests: [{ fileName: 'a.jpg', extension: 'jpg' }],
    });
    expect(errorCode(res)).toBe('PHOTO_LIMIT_REACHED');
  });

  it('lets go of the photos left out, and the cleanup job removes their files', async () => {
    const a = await shopper();
    const [keep, drop] = await uploaded(a, 'edit', 2);
    await savePhotos(a, 'edit', [keep!.fileUUID, drop!.fileUUID]);
    const edited = await savePhotos(a, 'edit', [keep!.fileUUID]);
    expect(edited.json().photos).toHaveLength(1);
    // Until the cleanup, a save from another tab may still name it.
    expect((await savePhotos(a, 'edit', [keep!.fileUUID, drop!.fileUUID])).statusCode).toBe(200);
    await savePhotos(a, 'edit', [keep!.fileUUID]);
    await scheduleRecurring(t.app.ctx);
    await runDueJobs(t.app.ctx);
    expect((await savePhotos(a, 'edit', [keep!.fileUUID, drop!.fileUUID])).statusCode).toBe(404);
    expect(await status(drop!.imageUrl)).toBe(404);
    expect(await status(drop!.thumbnailUrl)).toBe(404);
    expect(filesOf(drop!.fileUUID)).toEqual([]);
    expect(await status(keep!.imageUrl)).toBe(200);
  });

  it('uploads never claimed within 24 hours cannot be claimed, and are removed with their files', async () => {
    const a = await shopper();
    const [saved, abandoned] = await uploaded(a, 'late', 2);
    const [neverSent] = await askLinks(a, 'late', ['png']);
    await savePhotos(a, 'late', [saved!.fileUUID]);
    clock.advance(24 * 3_600_000 + 60_000);
    const late = await savePhotos(a, 'late', [saved!.fileUUID, abandoned!.fileUUID]);
    expect(errorCode(late)).toBe('UPLOAD_EXPIRED');
    await scheduleRecurring(t.app.ctx);
    await runDueJobs(t.app.ctx);
    expect(filesOf(abandoned!.fileUUID)).toEqual([]);
    expect(await status(abandoned!.imageUrl)).toBe(404);
    expect(errorCode(await savePhotos(a, 'late', [neverSent!.fileUUID]))).toBe('NOT_FOUND');
    // A claimed photo lives on, however old.
    expect(await status(saved!.imageUrl)).toBe(200);
    expect((await savePhotos(a, 'late', [saved!.fileUUID])).statusCode).toBe(200);
  });
});
