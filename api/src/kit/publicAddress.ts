import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Addresses a webhook must not reach unless allowed: this host, private networks, link-local
 * (the cloud's metadata service), unique-local and the unspecified address. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return PRIVATE.check(v4, 'ipv4');
  const family = isIP(address);
  return family === 0 ? false : PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why a URL cannot be a webhook endpoint, or null: http or https only, no user or password in it,
 * and, unless private addresses are allowed, no address literal or 'localhost' of this host or a
 * private network. A name is checked again where it is resolved, at each delivery (`lookupPublic`).
 */
export function endpointProblem(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'url: not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'url: only http and https';
  if (url.username || url.password) return 'url: no user or password in the URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !allowPrivate &&
    (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host))
  )
    return 'url: private and loopback addresses are not allowed (WEBHOOK_PRIVATE_ADDRESSES)';
  return null;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http.request that refuses a name resolving to a private address, so a name
 * pointed at one after its registration reaches nothing. */
export function lookupPublic(host: string, options: LookupOptions, done: LookupCallback) {
  lookup(host, { ...options, all: true }, (err, addresses) => {
    if (err) return done(err, '');
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) {
      const e: NodeJS.ErrnoException = new Error(`${host} resolves to a private address`);
      e.code = 'EPRIVATE';
      return done(e, '');
    }
    if (options.all) return done(null, addresses);
    done(null, addresses[0].address, addresses[0].family);
  });
}
