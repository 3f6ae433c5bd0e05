import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './oidc-provider.ts';

/** Debian's nginx (package `nginx`; CI installs it); NGINX_PATH elsewhere. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const nginxInstalled = () => fs.existsSync(NGINX_PATH);

export interface Nginx {
  /** One listening port per upstream, in the order given. */
  ports: number[];
  stop(): Promise<void>;
}

/**
 * A real nginx as the shop's load balancer on loopback: its own prefix, configuration, pid and temp folders
 * in a temp directory, in the foreground (no daemon, nothing of the system's nginx touched). Each upstream
 * gets a port; requests are passed on as a production configuration does, appending the peer's address to
 * X-Forwarded-For (`$proxy_add_x_forwarded_for`), which keeps whatever the client itself sent first.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  const ports: number[] = [];
  for (const _ of upstreams) ports.push(await freePort());
  const servers = upstreams
    .map(
      (upstream, i) => `
    server {
      listen 127.0.0.1:${ports[i]};
      location / {
        proxy_pass ${upstream};
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
      }
    }`,
    )
    .join('\n');
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    temp('nginx.conf'),
    `worker_processes 1;
daemon off;
master_process on;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  ${servers}
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX_PATH,
    ['-p', dir, '-c', temp('nginx.conf'), '-e', temp('error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready once every port accepts a connection.
  const deadline = Date.now() + 15_000;
  for (const port of ports) {
    while (!(await accepts(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        const log = fs.existsSync(temp('error.log')) ? fs.readFileSync(temp('error.log'), 'utf8') : '';
        throw new Error(`nginx did not start: ${stderr}${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    ports,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT'); // nginx's graceful stop
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
