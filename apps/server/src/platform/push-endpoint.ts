import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Push subscriptions name an address the shop will POST to: checked so that a shopper cannot aim the
 * server at its own network (SSRF). Only https, and no host that is, or resolves to, a loopback, private,
 * link-local, carrier-grade NAT, multicast or unspecified address. PUSH_ALLOW_PRIVATE_ENDPOINTS (tests only;
 * production refuses it) lifts the rule for a local push service.
 */
const blocked = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net4, bits, 'ipv4');
}
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net6, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // ::ffff:10.0.0.1 is an IPv4 address in disguise.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

export type EndpointProblem = 'NOT_HTTPS' | 'PRIVATE_ADDRESS' | 'NOT_A_URL';

/** Why an endpoint is refused, or null when the shop may send to it. Resolves the host (DNS). */
export async function endpointProblem(
  endpoint: string,
  allowPrivate: boolean,
): Promise<EndpointProblem | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'NOT_A_URL';
  }
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'NOT_HTTPS';
  if (url.protocol !== 'https:' || url.username || url.password) return 'NOT_HTTPS';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
    return 'PRIVATE_ADDRESS';
  if (net.isIP(host)) return isPrivateAddress(host) ? 'PRIVATE_ADDRESS' : null;
  try {
    const addresses = await dns.lookup(host, { all: true, verbatim: true });
    return addresses.some((a) => isPrivateAddress(a.address)) ? 'PRIVATE_ADDRESS' : null;
  } catch {
    // A name that does not resolve now cannot be checked; refuse it rather than send blind later.
    return 'PRIVATE_ADDRESS';
  }
}
