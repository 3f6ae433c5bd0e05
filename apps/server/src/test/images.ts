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

/** A phone's photo: EXIF with the camera and a GPS position (the GPS IFD pointer, tag 0x8825, is in it). */
export const gpsJpeg = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Secret Location Cam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2982/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4003/100',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();

/** True when an image still carries a GPS position (EXIF's GPS IFD pointer). */
export const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

/** A photo-like JPEG that does not compress away (noise), of about 1.6 MB at 1800 x 1400. */
export async function noisyJpeg(width = 1800, height = 1400, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    pixels[i] = x & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A phone-like photo: 12 megapixels of smooth colour with sensor-like grain, about 1.7 MB as a JPEG at
 * quality 80 (noise alone would be the encoder's worst case, not a shopper's photo).
 */
export async function cameraJpeg(width = 4000, height = 3000, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let row = 0, o = 0; row < height; row++) {
    for (let col = 0; col < width; col++, o += 3) {
      x = (x ^ (x << 13)) >>> 0;
      x = (x ^ (x >>> 17)) >>> 0;
      x = (x ^ (x << 5)) >>> 0;
      const grain = ((x & 0xff) * 24) / 255 - 12;
      pixels[o] = 120 + 100 * Math.sin((col + seed * 97) / 300) + grain;
      pixels[o + 1] = 110 + 90 * Math.cos(row / 250) + grain;
      pixels[o + 2] = ((col + row) / (width + height)) * 255 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A valid JPEG of exactly `bytes` bytes: a photo (noise of 1800 x 1400 unless given) padded with JPEG
 * comment segments (COM, 0xFFFE) right after its start marker, as cameras pad with their own segments.
 */
export async function jpegOfSize(bytes: number, seed = 1, base?: Buffer): Promise<Buffer> {
  const photo = base ?? (await noisyJpeg(1800, 1400, seed));
  let missing = bytes - photo.length;
  if (missing < 0) throw new Error(`the photo is already ${photo.length} bytes`);
  const segments: Buffer[] = [];
  while (missing > 0) {
    // A segment is 4 bytes of marker and length, then up to 65,533 bytes; never leave 1-3 bytes over.
    let size = Math.min(missing, 65_537);
    if (missing - size > 0 && missing - size < 4) size -= 4;
    const segment = Buffer.alloc(size, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    missing -= size;
  }
  return Buffer.concat([photo.subarray(0, 2), ...segments, photo.subarray(2)]);
}
