import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A local Web Push service for tests, checking what a real one (and the browser behind it) would: the VAPID
 * JWT of RFC 8292 (ES256 signature by the key in `k`, audience = this origin, not expired) and the aes128gcm
 * payload of RFC 8291, decrypted with the subscription's private key and auth secret. Like a real push
 * service it keeps one message per Topic: a message sent again under the same topic replaces the first.
 */
export interface ReceivedPush {
  endpoint: string;
  topic: string | null;
  ttl: string | null;
  payload: Record<string, unknown>;
  vapidKey: string;
}

const b64u = (b: Buffer) => b.toString('base64url');

/** A self-signed certificate for 127.0.0.1 (web-push speaks https only), made with the openssl command. */
function selfSigned(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService() {
  const tls = selfSigned();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  const statusByPath = new Map<string, number>();
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();

  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      try {
        const endpoint = `${origin}${path}`;
        const forced = statusByPath.get(path);
        if (forced) {
          res.writeHead(forced).end();
          return;
        }
        const sub = keys.get(endpoint);
        if (!sub) throw new Error(`unknown subscription ${endpoint}`);
        const vapidKey = checkVapid(String(req.headers.authorization ?? ''), origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), sub.ecdh, sub.auth).toString('utf8'));
        received.push({
          endpoint,
          topic: (req.headers.topic as string | undefined) ?? null,
          ttl: (req.headers.ttl as string | undefined) ?? null,
          payload,
          vapidKey,
        });
        res.writeHead(201).end();
      } catch (err) {
        failures.push(err instanceof Error ? err.message : String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** An agent that trusts this service's certificate (give it to the app: setPushAgent). */
    agent: new https.Agent({ ca: tls.cert }),
    received,
    failures,
    /** A browser's subscription: an endpoint on this service and the keys it encrypts to. */
    subscribe(name = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${name}`;
      keys.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    /** Answers this status to the endpoint from now on (410: the browser unsubscribed). */
    answer(endpoint: string, status: number) {
      statusByPath.set(new URL(endpoint).pathname, status);
    },
    /** What the device would show: one message per topic (a later one replaces an earlier one). */
    shown(endpoint: string) {
      const byTopic = new Map<string, ReceivedPush>();
      for (const r of received.filter((x) => x.endpoint === endpoint))
        byTopic.set(r.topic ?? String(byTopic.size), r);
      return [...byTopic.values()];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8292: `vapid t=<jwt>, k=<public key>`; the JWT is ES256-signed by k, for this origin, not expired. */
function checkVapid(header: string, origin: string): string {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!m) throw new Error(`no VAPID authorization: ${header.slice(0, 40)}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  const [head, body, sig] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('VAPID subject missing');
  return k;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 + RFC 8188: one aes128gcm record, keyed by ECDH with the sender's key and the auth secret. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const secret = ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(auth, secret), Buffer.concat([info, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}
