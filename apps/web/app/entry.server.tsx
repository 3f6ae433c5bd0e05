import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { ReactElement } from 'react';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { StylesProvider } from './lib/inline-styles.tsx';
import { NonceProvider } from './lib/nonce.tsx';
import { lowPriorityPreloadStream, lowPriorityPreloads } from './lib/preload-priority.server.ts';
import { type Markup, RenderCache } from './lib/render-cache.server.ts';
import { pageStyles } from './lib/route-styles.server.ts';

/**
 * React Router's default Node entry, plus four things: the CSP nonce (when the server puts `cspNonce` in
 * the load context, every script React and React Router write carries it), the page's stylesheets (the
 * shell's and its routes': lib/route-styles.server.ts), provided to the root layout to write inline,
 * signed-out pages reused for a few seconds (render-cache.server.ts), and script preloads at low priority
 * (preload-priority.server.ts).
 */
export const streamTimeout = 5_000;

/**
 * A <Suspense> boundary whose content is ready is written in place. By default React moves one of more than
 * 12.8 KB (the product page's reviews and carousels, the footer: shell/deferred.tsx) to the end of the
 * document behind a hidden <div> and an inline script that swaps it in: the browser laid the page out twice
 * and the phone's main thread paid for it before any script ran (bench:web, issue 17). Content that is not
 * ready yet still streams.
 */
const progressiveChunkSize = Number.POSITIVE_INFINITY;

// Signed-out pages with the same address and loader data render to the same markup (render-cache.server.ts).
const renders = new RenderCache({ maxEntries: 64, ttlMs: 10_000 });

/** The whole document at once: for renders that are kept (their data is all there, nothing to stream). */
function renderWhole(element: ReactElement, nonce: string | undefined): Promise<Markup> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(lowPriorityPreloads(Buffer.concat(chunks)));
        done();
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const fail = (error: unknown) => {
      clearTimeout(timeout);
      reject(error);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      progressiveChunkSize,
      onAllReady() {
        clearTimeout(timeout);
        pipe(sink);
      },
      onShellError: fail,
      onError: fail,
    });
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const styles = pageStyles(routerContext.staticHandlerContext.matches.map((match) => match.route.id));
  const app = (
    <NonceProvider value={nonce}>
      <StylesProvider value={styles}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesProvider>
    </NonceProvider>
  );

  const streamed = () => stream(request, responseStatusCode, responseHeaders, routerContext, app, nonce);
  const key = renders.keyOf(request, routerContext);
  if (key === null) return streamed();
  // A render that fails is done again the usual way, which answers and reports it as always.
  return renders
    .markup(key, nonce, () => renderWhole(app, nonce))
    .then((html) => {
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      return new Response(html, { headers: responseHeaders, status: responseStatusCode });
    }, streamed);
}

function stream(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  app: ReactElement,
  nonce: string | undefined,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(lowPriorityPreloadStream()).pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell are logged by React Router; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
