import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server are believed (TRUST_PROXY, decision 0330): none, a number of
 * hops (1 = one load balancer), or the proxies' own addresses. A proxy appends the address it saw to
 * X-Forwarded-For, so the list is read from the right; its leftmost entries are whatever the client
 * wrote and never count (issue 37: a rotated leftmost entry dodged every limit).
 */
export type ProxyTrust =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList; text: string };

export const NO_PROXY: ProxyTrust = { kind: 'none' };

/** Express's names for the private ranges a proxy usually sits in. */
const NAMED_RANGES: Record<string, readonly [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const familyOf = (address: string): 'ipv4' | 'ipv6' | null =>
  isIP(address) === 4 ? 'ipv4' : isIP(address) === 6 ? 'ipv6' : null;

/** '::ffff:10.0.0.1' (how Node reports IPv4 on a dual-stack socket) is the IPv4 address. */
const plainAddress = (address: string): string => {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
};

/**
 * Reads TRUST_PROXY: unset, '', '0' or 'false' believe no proxy; a whole number is that many proxies
 * (hops); otherwise a comma-separated list of addresses, CIDR ranges ('10.0.0.0/8') and the names
 * loopback, linklocal, uniquelocal. 'true' (believe every hop, as Express allows) is refused: it would
 * take the client's own leftmost entry. Throws with the reason for anything it cannot read.
 */
export function parseTrustProxy(setting: string | undefined): ProxyTrust {
  const text = (setting ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return NO_PROXY;
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  if (text.toLowerCase() === 'true') {
    throw new Error(
      "TRUST_PROXY=true would believe whatever X-Forwarded-For a client writes; set the number of proxies in front of the server ('1' for one load balancer) or their addresses.",
    );
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim().toLowerCase())) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = familyOf(plainAddress(address));
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = family === 'ipv4' ? 32 : 128;
    if (!family || (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))) {
      throw new Error(`TRUST_PROXY: '${entry}' is not an address, a CIDR range or a known range name.`);
    }
    if (bits === null) list.addAddress(plainAddress(address), family);
    else list.addSubnet(plainAddress(address), bits, family);
  }
  return { kind: 'addresses', list, text };
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

function isTrustedAddress(trust: ProxyTrust, address: string): boolean {
  if (trust.kind !== 'addresses') return false;
  const plain = plainAddress(address);
  const family = familyOf(plain);
  return family !== null && trust.list.check(plain, family);
}

/**
 * The hops a request came through, nearest first: the socket's peer, then X-Forwarded-For from the
 * right. How many of them are trusted proxies decides which one is the client.
 */
function hopsOf(c: Context): string[] {
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [socketAddress(c), ...forwarded.reverse()];
}

/** How many hops, nearest first, are proxies we trust (each one's entry is the next hop's address). */
function trustedHops(trust: ProxyTrust, hops: readonly string[]): number {
  if (trust.kind === 'none') return 0;
  if (trust.kind === 'hops') return Math.min(trust.hops, hops.length - 1);
  let trusted = 0;
  while (trusted < hops.length - 1 && isTrustedAddress(trust, hops[trusted] ?? '')) trusted += 1;
  return trusted;
}

/**
 * The caller's address for the sign-in and sign-up limits: the address the outermost trusted proxy
 * saw (Express's `trust proxy`, read from the right), or the socket's peer when no proxy is trusted.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const hops = hopsOf(c);
  return hops[trustedHops(trust, hops)] ?? 'unknown';
}

/** Whether the request reached us through a proxy we trust, whose X-Forwarded-* headers we may read. */
export function fromTrustedProxy(c: Context, trust: ProxyTrust): boolean {
  return trust.kind === 'hops' ? trust.hops > 0 : isTrustedAddress(trust, socketAddress(c));
}

/**
 * A forwarded header's value as the nearest trusted proxy wrote it (its rightmost entry), or
 * undefined when no trusted proxy passed the request on.
 */
export function forwardedHeader(c: Context, trust: ProxyTrust, name: string): string | undefined {
  if (!fromTrustedProxy(c, trust)) return undefined;
  const value = c.req.header(name)?.split(',').at(-1)?.trim();
  return value || undefined;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!address.includes(':') || !/^[0-9a-f:]+$/i.test(address)) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tail];
  if (groups.some((group) => group.length === 0 || group.length > 4)) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/**
 * What the sign-in and sign-up limits count an address as (decision 0252). One IPv6 customer is
 * usually given a whole /64, so counting single IPv6 addresses would give an attacker 2^64 fresh
 * addresses: IPv6 counts by its /64 network ('2001:db8:1:2::/64'). IPv4 (also written as
 * IPv4-mapped IPv6, '::ffff:203.0.113.7') counts by the address itself; anything else as it is.
 */
export function addressGroup(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  const withoutZone = trimmed.split('%')[0] ?? trimmed;
  const groups = ipv6Groups(withoutZone);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : trimmed;
}

/** The caller's address as the limits count it: see `addressGroup`. */
export const limitAddress = (c: Context, trust: ProxyTrust) => addressGroup(clientAddress(c, trust));
