import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real images for upload tests, made with sharp: a gradient-free solid picture of the given size. */
export const realPng = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 80 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (a camera name and an orientation), as phones send them. */
export const realJpeg = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Secret Location Cam' } })
    .jpeg({ quality: 90 })
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header declaring `width` x `height` pixels (grey, 8 bits) over a few
 * hundred bytes of deflated zeros. Decoding it whole would take width * height bytes of memory.
 */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 4), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
