import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';

/**
 * The client's IP, read only from the header that the production server (server.mjs) sets on every
 * request after deleting any copy a client sent. The server works it out from the socket and
 * TRUSTED_PROXIES (lib/server/platform/entry/client-address.mjs), so forwarding headers are believed only from a
 * trusted proxy. Without the header (a route handler called directly, as the API tests do): 'unknown'.
 */
export function clientIp(request: Request): string {
  return clientIpFromHeaders(request.headers);
}

/** The same, from the request headers alone (a Server Action reads them through next/headers). */
export function clientIpFromHeaders(headers: Headers): string {
  const value = headers.get(CLIENT_IP_HEADER)?.trim();
  return value && value.length <= 64 ? value : 'unknown';
}

/**
 * The part of a client address that a rate limit counts against: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address is IPv4), an IPv6 address by its /64, the smallest block a home or
 * office line is given, so one line cannot take a fresh bucket for each of its 2^64 addresses.
 * Anything else (e.g. 'unknown') is returned unchanged.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const plain = address.split('%')[0] ?? address;
  if (!isIPv6(plain)) return address;
  const groups = ipv6Groups(plain);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a trailing dotted IPv4 part converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}
