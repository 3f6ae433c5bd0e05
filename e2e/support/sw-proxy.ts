import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny proxy in front of the shop under test that serves its own copy of /sw.js, so a journey can make
 * "a new build" of the service worker (a byte-different script, which is all a browser compares) without
 * touching the build other journeys use. Everything else is passed through unchanged. The browser's update
 * checks of a worker script do not go through Playwright's routing, hence a real server.
 */
export async function startSwProxy(target: string) {
  const upstream = new URL(target);
  let worker = await (await fetch(new URL('/sw.js', upstream))).text();
  const server = http.createServer((req, res) => {
    if (req.url === '/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      res.end(worker);
      return;
    }
    const proxied = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The next build: the same worker, a byte different. */
    newBuild(mark: string) {
      worker = `${worker}\n// build ${mark}\n`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
