import 'server-only';
import { CLIENT_IP_HEADER } from '@/lib/server/entry/client-ip-header.mjs';

/**
 * The client's IP, read only from the header that the production server (server.mjs) sets on every
 * request after deleting any copy a client sent. The server works it out from the socket and
 * TRUSTED_PROXIES (lib/server/entry/client-address.mjs), so forwarding headers are believed only from a
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
