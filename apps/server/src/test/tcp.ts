import net from 'node:net';

export interface TcpServer {
  port: number;
  close(): Promise<void>;
}

async function listen(server: net.Server, sockets: Set<net.Socket>): Promise<TcpServer> {
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A database server that has hung: it accepts every connection and never sends a byte. */
export function blackHole(): Promise<TcpServer> {
  const sockets = new Set<net.Socket>();
  return listen(
    net.createServer((socket) => socket.resume()),
    sockets,
  );
}

export interface FreezableProxy extends TcpServer {
  /** From now on nothing more is passed either way: the server behind seems to hang mid-conversation. */
  freeze(): void;
  /** Passing resumes; connections that froze stay stuck (as after a real network partition, they time out). */
  thaw(): void;
}

/** A TCP proxy to `host:port` that can be frozen, to make a live database connection go silent. */
export function freezableProxy(host: string, port: number): Promise<FreezableProxy> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect({ host, port });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // Bytes that arrive while frozen are dropped: the peers wait forever for an answer.
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
  });
  return listen(server, sockets).then((base) => ({
    ...base,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
    },
  }));
}
