/**
 * The client's address, worked out once per request by the production server (server.mjs) the way
 * Express's `trust proxy` does it: a forwarding header is believed only for the hops that come from
 * a proxy listed in TRUSTED_PROXIES, walking X-Forwarded-For from the right. With nothing trusted
 * (the default), the client is the socket's address and any X-Forwarded-For is ignored.
 *
 * The result travels to the app in CLIENT_IP_HEADER, which the server deletes from every incoming
 * request and sets afresh, so a client can never choose it. lib/server/platform/client-ip.ts reads only that header.
 * Plain JavaScript: server.mjs runs without a build step.
 */
import proxyAddr from 'proxy-addr';
import { CLIENT_IP_HEADER } from './client-ip-header.mjs';

export { CLIENT_IP_HEADER };

/**
 * TRUSTED_PROXIES: addresses and CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal), as
 * the configuration's list (lib/server/platform/config.mjs checks it there) or as the variable's text,
 * separated by commas or spaces. Empty: nothing is trusted. Throws on an entry that is not an address,
 * so a typo stops the server instead of trusting nothing or everything.
 */
export function parseTrustedProxies(value) {
  const entries = Array.isArray(value) ? value : (value ?? '').split(/[\s,]+/).filter(Boolean);
  try {
    return { entries, trust: proxyAddr.compile(entries) };
  } catch (error) {
    throw new Error(
      `TRUSTED_PROXIES must list IP addresses or CIDRs (e.g. "127.0.0.1, 10.0.0.0/8"), not "${value}": ${error instanceof Error ? error.message : error}`,
      { cause: error },
    );
  }
}

/** "::ffff:203.0.113.5" (an IPv4 client on a dual-stack socket) -> "203.0.113.5"; anything else as it is. */
function plainAddress(address) {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/**
 * The client address of a Node request: the socket's address, or, when the socket is a trusted
 * proxy, the right-most X-Forwarded-For entry that is not itself a trusted proxy.
 */
export function clientAddress(request, trust) {
  const address = proxyAddr(request, trust);
  return address ? plainAddress(address) : 'unknown';
}

/** Replaces any incoming copy of CLIENT_IP_HEADER (and its raw form) with the address worked out here. */
export function stampClientAddress(request, trust) {
  const address = clientAddress(request, trust);
  request.headers[CLIENT_IP_HEADER] = address;
  // Next builds its Request headers from req.headers; rawHeaders is dropped of the header too, for any reader of it.
  const raw = request.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i].toLowerCase() === CLIENT_IP_HEADER) raw.splice(i, 2);
  }
  raw.push(CLIENT_IP_HEADER, address);
  return address;
}
