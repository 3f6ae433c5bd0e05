import { Transform } from 'node:stream';

/**
 * React Router writes a `<link rel="modulepreload">` for every script of the page, and Chrome fetches
 * those at High priority, ahead of the page's first image and in competition with the first paint. The
 * scripts only hydrate markup that is already on screen, so they are asked at low priority instead: the
 * first paint and the largest image come first on a slow mobile network, the scripts still load in
 * parallel. (Lighthouse counts High-priority scripts as render-blocking.) React Router's <Scripts> has no
 * option for it, hence this pass over the markup.
 */
const FROM = Buffer.from('rel="modulepreload"');
const TO = Buffer.from('rel="modulepreload" fetchpriority="low"');

/** The markup with its module preloads at low priority. */
export function lowPriorityPreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(FROM); at !== -1; at = html.indexOf(FROM, from)) {
    parts.push(html.subarray(from, at), TO);
    from = at + FROM.length;
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The same for a streamed render: a chunk may end inside the attribute, so the last bytes that could be
 * its beginning wait for the next chunk.
 */
export function lowPriorityPreloadStream(): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = lowPriorityPreloads(Buffer.concat([held, chunk]));
      const keep = Math.min(FROM.length - 1, text.length);
      held = Buffer.from(text.subarray(text.length - keep));
      done(null, text.subarray(0, text.length - keep));
    },
    flush(done) {
      done(null, held);
    },
  });
}
