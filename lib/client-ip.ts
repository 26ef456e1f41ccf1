/**
 * The client's IP, read only from the header that the trusted reverse proxy sets
 * (TRUSTED_PROXY_HEADER, default x-forwarded-for). For a list, the right-most entry is the one the
 * nearest proxy appended; entries to its left come from the client and can be forged.
 */
export function clientIp(request: Request): string {
  return clientIpFromHeaders(request.headers);
}

/** The same, from the request headers alone (a Server Action reads them through next/headers). */
export function clientIpFromHeaders(headers: Pick<Headers, 'get'>): string {
  const header = (process.env.TRUSTED_PROXY_HEADER ?? 'x-forwarded-for').toLowerCase();
  if (header === 'none') return 'direct';
  const value = headers.get(header);
  const last = value?.split(',').map((part) => part.trim()).filter(Boolean).pop();
  return last && last.length <= 64 ? last : 'unknown';
}
