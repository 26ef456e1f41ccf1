/**
 * Server Action requests refused by server.mjs before Next sees them, with a status instead of the
 * 500 and stack trace Next gives for them:
 *   - from a foreign Origin -> 403 (the check Next makes, with the same host it compares against:
 *     X-Forwarded-Host, else Host);
 *   - a body declared over Next's bodySizeLimit (1 MB) -> 413, and one whose size is not declared
 *     (chunked) -> 411, so no action body is read past the limit.
 * A Server Action request is a POST with the Next-Action header (the hydrated page's call), or a
 * form post (multipart or urlencoded) to a page, which is how a form posts to its action before
 * hydration; route handlers under /api/ read their own bodies and are left alone.
 */

/** Next's default serverActions.bodySizeLimit, '1mb' as Next parses it. */
export const ACTION_BODY_LIMIT = 1024 * 1024;

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

const first = (value) => (Array.isArray(value) ? value[0] : value);

/** Whether this request would be handled by Next as a Server Action. */
export function isActionRequest({ method, url = '/', headers }) {
  if (method !== 'POST') return false;
  if (headers['next-action'] !== undefined) return true;
  const type = String(first(headers['content-type']) ?? '')
    .split(';', 1)[0]
    .trim()
    .toLowerCase();
  return FORM_TYPES.includes(type) && !url.startsWith('/api/');
}

/** Why a Server Action request is refused ({ status, reason }), or null to hand it to Next. */
export function actionRefusal({ method, url, headers }) {
  if (!isActionRequest({ method, url, headers })) return null;
  // Next reads an absent Origin, or "null", as no Origin at all, and lets the request through.
  const origin = first(headers.origin);
  if (origin !== undefined && origin !== 'null') {
    const host = String(first(headers['x-forwarded-host']) ?? first(headers.host) ?? '')
      .split(',', 1)[0]
      .trim()
      .toLowerCase();
    let originHost = null;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      // An Origin that is not a URL is foreign.
    }
    if (originHost !== host) return { status: 403, reason: 'foreign_origin' };
  }
  const declared = first(headers['content-length']);
  if (declared === undefined) return headers['transfer-encoding'] ? { status: 411, reason: 'length_required' } : null;
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, reason: 'bad_length' };
  if (length > ACTION_BODY_LIMIT) return { status: 413, reason: 'too_large' };
  return null;
}

const MESSAGES = {
  403: 'This form can only be sent from this site.',
  411: 'The request must declare its length.',
  413: 'The form is larger than 1 MB.',
  400: 'The request is malformed.',
};

/**
 * Answers a refused Server Action request (one log line, no body read) and returns true; false when
 * the request may go on to Next. `log(level, event, fields)` writes the line.
 */
export function refuseActionRequest(request, response, log) {
  const refusal = actionRefusal(request);
  if (!refusal) return false;
  log('warn', 'action_refused', { path: request.url, status: refusal.status, reason: refusal.reason });
  // The body is not read: the connection closes after the answer.
  response.writeHead(refusal.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  response.end(MESSAGES[refusal.status]);
  return true;
}
