import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address for the sign-in limit. X-Forwarded-For is believed only when TRUST_PROXY=1
 * says a proxy we control sets it; otherwise anyone could pick a fresh address per attempt.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
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
export const limitAddress = (c: Context, trustProxy: boolean) => addressGroup(clientAddress(c, trustProxy));
