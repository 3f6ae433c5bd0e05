import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RASTER_FORMATS, type RasterFormat, rasterUrl, rasterWidths } from '@shop/domain/media';
import sharp, { type Sharp } from 'sharp';
import type { Storage } from '../../platform/storage.ts';

/**
 * The demo's artwork as a real shop serves its photos (issue 17: LCP measured on what a shop sends): each
 * picture drawn as SVG (images.ts) is rendered with sharp to AVIF and WebP at its own width and half of it,
 * named as @shop/domain/media says (`<key>.w<width>.<format>`), and the stored URL is the largest WebP.
 *
 * Rendering costs about 0.2 s a picture, some 280 of them: the files are kept in a cache keyed by the
 * SVG's content and the encoder settings (SeedOptions.rasterCacheDir, by default in the system's temporary
 * folder), so only the first seed on a machine pays; later seeds, test databases and e2e runs copy files.
 */
const ENCODERS: Record<RasterFormat, (image: Sharp) => Sharp> = {
  // effort 1-2: a flat drawing gains little from more; a tenth of the default's time.
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
  webp: (image) => image.webp({ quality: 78, effort: 2 }),
};
const VERSION = 'v1 avif q55 e1, webp q78 e2';

export const defaultRasterCache = () => path.join(os.tmpdir(), 'shop-demo-rasters');

/** The SVG's own width (every demo SVG states it). */
function svgWidth(svg: string): number {
  const width = /<svg[^>]*\swidth='(\d+)'/.exec(svg)?.[1];
  if (!width) throw new Error('seed: an SVG without a width cannot be rendered');
  return Number(width);
}

/** One rendering, from the cache or made and kept there (written whole, then renamed: safe in parallel). */
async function rendering(svg: string, width: number, format: RasterFormat, cacheDir: string) {
  const hash = createHash('sha256').update(`${VERSION}\n${width}\n${format}\n${svg}`).digest('hex');
  const file = path.join(cacheDir, hash.slice(0, 2), `${hash}.${format}`);
  try {
    return await fs.readFile(file);
  } catch {
    const body = await ENCODERS[format](sharp(Buffer.from(svg)).resize(width)).toBuffer();
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await fs.writeFile(temp, body);
    await fs.rename(temp, file);
    return body;
  }
}

/** Writes every rendering of one picture under `demo/<key>` and returns the stored URL (largest WebP). */
export async function putRaster(
  storage: Storage,
  key: string,
  svg: string,
  cacheDir: string,
): Promise<string> {
  const widths = rasterWidths(svgWidth(svg));
  const base = `demo/${key}`;
  const urls = await Promise.all(
    widths.flatMap((width) =>
      RASTER_FORMATS.map(async (format) => {
        const body = await rendering(svg, width, format, cacheDir);
        return (await storage.put(rasterUrl(base, width, format), body, `image/${format}`)).url;
      }),
    ),
  );
  return urls.find((u) => u.endsWith(`.w${widths.at(-1)}.webp`))!;
}
