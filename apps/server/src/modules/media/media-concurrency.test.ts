import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploads } from '../../db/schema/index.ts';
import { signedInShopper } from '../../test/accounts.ts';
import { createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { realPng } from '../../test/images.ts';
import { mediaCallerModule } from '../../test/media-caller.ts';
import { askLinks, putToLink, savePhotos } from '../../test/media-fixtures.ts';
import { apiModules } from '../index.ts';

/**
 * Races of one shopper (a double click on PUBLISH, two tabs). On PostgreSQL (TEST_DATABASE_URL) the requests
 * run in parallel on a pool of 20 connections; on PGlite the engine serialises them. Either way a link
 * stores one file once, and an owner ends with one of the sets of photos it was given, never a mix or a 500.
 */
describe('concurrent uploads and claims', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ modules: [...apiModules, mediaCallerModule] });
  });
  afterAll(() => t?.close());

  it('the same link sent eight times at once stores one file, once', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    const [link] = await askLinks(a, 'race', ['png']);
    const body = await realPng(400, 300);
    const answers = await Promise.all(Array.from({ length: 8 }, () => putToLink(a, link!, body)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(errorCode(r)).toBe('UPLOAD_ALREADY_USED');
    const dir = path.join(t.app.ctx.config.uploadsDir, 'media', 'review', link!.fileUUID);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [ok[0]!.json().imageUrl, ok[0]!.json().thumbnailUrl].map((u: string) => path.basename(u)).sort(),
    );
  });

  it('saves of one owner with different photos at once: every one answers, one set wins whole', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    const links = await askLinks(a, 'sets', ['png', 'png', 'png']);
    for (const link of links) expect((await putToLink(a, link, await realPng(50, 50))).statusCode).toBe(200);
    const [x, y, z] = links.map((l) => l.fileUUID) as [string, string, string];
    const sets = [
      [x, y],
      [y, z],
      [z, x],
    ];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        sets.flatMap((s) => [savePhotos(a, 'sets', s), savePhotos(a, 'sets', s)]),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      const held = await t.db
        .select({ id: mediaUploads.id, position: mediaUploads.position })
        .from(mediaUploads)
        .where(and(eq(mediaUploads.ownerRef, 'test:sets'), eq(mediaUploads.status, 'CLAIMED')));
      const ordered = held.sort((p, q) => p.position! - q.position!).map((r) => r.id);
      expect(sets).toContainEqual(ordered);
    }
  });
});
