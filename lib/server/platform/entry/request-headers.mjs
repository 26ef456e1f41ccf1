/**
 * What a request's headers say about its body and where it came from, read one way by server.mjs's
 * Server Action guard (action-guard.mjs, before Next) and by the route handlers (http.ts).
 */

/** The media type of a Content-Type header, lower case, without parameters; '' when there is none. */
export function mediaTypeOf(contentType) {
  return String(contentType ?? '')
    .split(';', 1)[0]
    .trim()
    .toLowerCase();
}

/**
 * The host the browser addressed, which a same-site Origin names: the first X-Forwarded-Host (set by
 * the proxy in front), else Host; lower case. The same host Next compares a Server Action's Origin with.
 */
export function addressedHost(forwardedHost, host) {
  return String(forwardedHost ?? host ?? '')
    .split(',', 1)[0]
    .trim()
    .toLowerCase();
}

/**
 * Where an Origin header says a request came from: 'none' when it is absent or empty, 'same' when it names
 * `host`, else 'foreign' (another site, "null", or not a URL at all).
 */
export function originKind(origin, host) {
  if (!origin) return 'none';
  try {
    return new URL(origin).host.toLowerCase() === host ? 'same' : 'foreign';
  } catch {
    return 'foreign';
  }
}
