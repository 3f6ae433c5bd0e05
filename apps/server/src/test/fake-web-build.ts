import type { ApiCaller } from '@shop/domain';
import type { ServerBuild } from 'react-router';

/**
 * A React Router server build without React: enough for createRequestHandler to run loaders and actions
 * and hand the document to our entry, so the storefront adapter is tested without building apps/web.
 *
 * - `/` (root loader) calls `GET /api/v1/test/echo` through `context.api` and renders the result;
 * - `/form` (action) echoes the posted form fields;
 * - `/stream` sends a first paragraph, waits for `releaseStream()`, then sends the second.
 */
interface LoadContext {
  api: ApiCaller;
  cspNonce: string;
}

export function fakeWebBuild() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const text = new TextEncoder();

  const handleRequest = async (
    request: Request,
    status: number,
    headers: Headers,
    entry: { staticHandlerContext: { loaderData: unknown; actionData: unknown } },
    loadContext: LoadContext,
  ) => {
    headers.set('content-type', 'text/html; charset=utf-8');
    headers.append('set-cookie', 'page_a=1; Path=/');
    headers.append('set-cookie', 'page_b=2; Path=/; HttpOnly');
    const { pathname } = new URL(request.url);
    const data = JSON.stringify({
      loaderData: entry.staticHandlerContext.loaderData,
      actionData: entry.staticHandlerContext.actionData,
    });
    const script = `<script nonce="${loadContext.cspNonce}">window.__data=${data}</script>`;
    // Like React's stream: start() returns at once and the rest is enqueued as it becomes ready.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (pathname === '/stream') {
          // More than the 10 bytes @fastify/compress peeks at before it starts compressing.
          controller.enqueue(text.encode('<!doctype html><p>first</p>'));
          void released.then(() => {
            controller.enqueue(text.encode('<p>second</p>'));
            controller.close();
          });
          return;
        }
        // Big enough to be worth compressing.
        controller.enqueue(
          text.encode(`<!doctype html><html><body>${'<p>keycaps</p>'.repeat(500)}${script}</body></html>`),
        );
        controller.close();
      },
    });
    return new Response(body, { status, headers });
  };

  const route = (
    id: string,
    path: string | undefined,
    module: Record<string, unknown>,
    parentId?: string,
  ) => ({
    id,
    path,
    parentId,
    index: undefined,
    caseSensitive: undefined,
    module: { default: () => null, ...module },
  });

  const routes = {
    root: route('root', '', {
      loader: async ({ context, request }: { context: LoadContext; request: Request }) => {
        if (new URL(request.url).pathname !== '/') return null;
        const first = await context.api.request('GET', '/test/echo');
        const second = await context.api.request('GET', '/api/v1/test/echo');
        return { first: first.body, second: second.body, setCookies: first.setCookies };
      },
    }),
    'routes/form': route(
      'routes/form',
      'form',
      {
        action: async ({ request }: { request: Request }) => Object.fromEntries(await request.formData()),
      },
      'root',
    ),
    'routes/stream': route('routes/stream', 'stream', {}, 'root'),
  };

  const build = {
    entry: { module: { default: handleRequest } },
    routes,
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {},
      url: '/assets/manifest.js',
      version: '1',
    },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;

  return { build, releaseStream: () => release() };
}
