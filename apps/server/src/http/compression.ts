import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * @fastify/compress settings for answers compressed as they are sent (pages, API): brotli at a quality
 * fast enough for every request, gzip otherwise. Every chunk is flushed: a streamed page must reach the
 * browser as it renders, not when zlib's buffer fills. Static files are precompressed (apps/server/precompress.ts).
 */
export const compressOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  brotliOptions: {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
  },
  zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
};
