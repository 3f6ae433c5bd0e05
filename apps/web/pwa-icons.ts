import fs from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The app's icons in every size the manifest, Android, iOS and the browsers ask for, rendered at build
 * time with sharp from one drawing (app/features/pwa/icon.svg, full bleed with the mark in the maskable
 * safe zone, so one file serves "any" and "maskable"). Written to build/client/icons/.
 */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
export const APPLE_TOUCH_SIZE = 180;

export const iconPath = (size: number) => `icons/icon-${size}.png`;

export function manifestIcons() {
  return [
    ...ICON_SIZES.map((size) => ({
      src: `/${iconPath(size)}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
    ...[192, 512].map((size) => ({
      src: `/${iconPath(size)}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    })),
  ];
}

export function pwaIcons(source: string): Plugin {
  return {
    name: 'shop:pwa-icons',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const svg = fs.readFileSync(source);
      for (const size of [...ICON_SIZES, APPLE_TOUCH_SIZE]) {
        const png = await sharp(svg, { density: Math.ceil((72 * size) / 512) * 2 })
          .resize(size, size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        const fileName = size === APPLE_TOUCH_SIZE ? 'icons/apple-touch-icon.png' : iconPath(size);
        this.emitFile({ type: 'asset', fileName, source: png });
      }
    },
  };
}
