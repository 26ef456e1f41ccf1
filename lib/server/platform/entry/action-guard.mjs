/**
 * Server Action requests refused by server.mjs before Next sees them, with a status instead of the
 * 500 and stack trace Next gives for them. From the headers alone (refuseActionRequest):
 *   - from a foreign Origin, or with `Origin: null` (a sandboxed frame, a file, a cross-site
 *     redirect: never this site's own form), -> 403 (the check Next makes, with the same host it
 *     compares against: X-Forwarded-Host, else Host; Next itself lets "null" through);
 *   - a body declared over Next's bodySizeLimit (1 MB) -> 413, and one whose size is not declared
 *     (chunked) -> 411, so no action body is read past the limit;
 *   - a body that is not a form -> 400: every action of this shop takes its form's FormData, which
 *     the browser sends as multipart/form-data (so a text/plain JSON body, a string or broken JSON
 *     among them, is never one of ours), and multipart needs its boundary;
 *   - a Next-Action header that is not an action id of the shape the build renders -> 400.
 * Then from the body, read whole (at most 1 MB) and parsed with busboy (readActionBody): broken
 * multipart, more fields than a form has, and a field React encodes as JSON that is not JSON or nests
 * deeper than the forms' states do -> 400. A form posted without Next-Action must name its action the
 * way React's pre-hydration form does (a `$ACTION_ID_<id>` field, or `$ACTION_REF_<n>` with one
 * `$ACTION_<n>:0` holding `{"id":"<id>",...}`), with ids of that shape, else 400: Next takes any
 * multipart post to a page for such a form and throws (500, a stack trace) when it names no action
 * or a malformed one. A body that passes is handed to Next as it came (replayRequest). A urlencoded
 * post is not read: Next never decodes one as an action (it renders the page for a plain form post,
 * as an admin form tapped before hydration sends, and answers 404 to one with Next-Action).
 * A Server Action request is a POST with the Next-Action header (the hydrated page's call), or a
 * form post (multipart or urlencoded) to a page, which is how a form posts to its action before
 * hydration; route handlers under /api/ read their own bodies and are left alone.
 */
import { IncomingMessage } from 'node:http';
import busboy from 'busboy';

/** Next's default serverActions.bodySizeLimit, '1mb' as Next parses it. */
export const ACTION_BODY_LIMIT = 1024 * 1024;

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * The shape of every action id the build renders, in the pre-hydration forms' hidden fields and in
 * the client's calls: 42 lower-case hex digits. A well-formed id the build does not have (a form
 * from before a deploy) cannot be told from these alone; Next judges it.
 */
export const ACTION_ID = /^[0-9a-f]{42}$/;
/** How React's pre-hydration form names its action's bound state: `$ACTION_REF_<n>`. */
const ACTION_REF = /^\$ACTION_REF_(\d+)$/;
/** Next reads at most two references per form: the form's own and its submit button's. */
const MAX_ACTION_REFS = 2;
/** The start Next requires of a bound action's descriptor (`$ACTION_<n>:0`), before its id. */
const DESCRIPTOR_START = '{"id":"';

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

/** The media type of a request, lower case, without parameters. */
function mediaType(headers) {
  return String(first(headers['content-type']) ?? '')
    .split(';', 1)[0]
    .trim()
    .toLowerCase();
}

/** Why a Server Action request is refused ({ status, reason }), or null to hand it to Next. */
export function actionRefusal({ method, url, headers }) {
  if (!isActionRequest({ method, url, headers })) return null;
  // Next reads an absent Origin, or "null", as no Origin at all, and lets the request through; an
  // absent one is an old browser or a script, "null" a page that is not this site's.
  const origin = first(headers.origin);
  if (origin === 'null') return { status: 403, reason: 'null_origin' };
  if (origin !== undefined) {
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
  if (declared === undefined) {
    if (headers['transfer-encoding']) return { status: 411, reason: 'length_required' };
  } else {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return { status: 400, reason: 'bad_length' };
    if (length > ACTION_BODY_LIMIT) return { status: 413, reason: 'too_large' };
  }
  const type = mediaType(headers);
  if (!FORM_TYPES.includes(type)) return { status: 400, reason: 'not_a_form' };
  if (type === 'multipart/form-data' && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(String(first(headers['content-type'])))) {
    return { status: 400, reason: 'no_boundary' };
  }
  const actionId = headers['next-action'];
  if (actionId !== undefined && !ACTION_ID.test(String(actionId))) return { status: 400, reason: 'bad_action_id' };
  return null;
}

/**
 * Why a form posted without Next-Action is refused, or null when it names its action as React's
 * pre-hydration form does, with ids of the build's shape: the rules Next checks before it looks the
 * ids up, and throws on. `fields` are the form's fields as [name, value] (a file's value null).
 * `knownIds`, the action ids this build has (its record, scripts/record-build.ts): a well-formed id
 * not among them (a form opened before a deploy) is refused too, as Next would throw on it; with no
 * ids known, the shape alone is checked.
 */
export function formActionRefusal(fields, knownIds = new Set()) {
  const unknown = (id) => knownIds.size > 0 && !knownIds.has(id);
  const descriptors = new Map();
  for (const [name, value] of fields) {
    if (/^\$ACTION_\d+:0$/.test(name)) descriptors.set(name, [...(descriptors.get(name) ?? []), value]);
  }
  let actions = 0;
  let refs = 0;
  for (const [name] of fields) {
    if (name.startsWith('$ACTION_ID_')) {
      const id = name.slice('$ACTION_ID_'.length);
      if (!ACTION_ID.test(id)) return { status: 400, reason: 'bad_action_id' };
      if (unknown(id)) return { status: 400, reason: 'unknown_action' };
      actions += 1;
    } else if (name.startsWith('$ACTION_REF_')) {
      const ref = ACTION_REF.exec(name);
      refs += 1;
      if (!ref || refs > MAX_ACTION_REFS) return { status: 400, reason: 'bad_action_ref' };
      const descriptor = descriptors.get(`$ACTION_${ref[1]}:0`) ?? [];
      if (descriptor.length !== 1) return { status: 400, reason: 'bad_action_ref' };
      const [text] = descriptor;
      if (typeof text !== 'string') return { status: 400, reason: 'bad_action_ref' };
      const end = text.indexOf('"', DESCRIPTOR_START.length);
      const id = end === -1 ? '' : text.slice(DESCRIPTOR_START.length, end);
      if (!text.startsWith(DESCRIPTOR_START) || !ACTION_ID.test(id)) return { status: 400, reason: 'bad_action_id' };
      if (unknown(id)) return { status: 400, reason: 'unknown_action' };
      actions += 1;
    }
  }
  return actions === 0 ? { status: 400, reason: 'no_action' } : null;
}

/** Most fields (and files) one action form sends: the largest form has a dozen, React adds a few. */
export const MAX_ACTION_FIELDS = 64;
/** Deepest JSON nesting React's encoding of a form state reaches: [prevState, { values: { ... } }]. */
export const MAX_ACTION_DEPTH = 8;

/** How deeply arrays and objects nest in JSON text (strings skipped), stopping once past `limit`. */
export function jsonDepth(text, limit = MAX_ACTION_DEPTH) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

/**
 * Whether React decodes this field as JSON: for a hydrated call (Next-Action), the rows named by a
 * number ("0" is the arguments); for a form posted before hydration, its bound arguments
 * ("$ACTION_1:0"). Every other field is the form's own text.
 */
function isEncodedField(name, fetchAction) {
  return fetchAction ? /^\d+$/.test(name) : /^\$ACTION_\d+:\d+$/.test(name);
}

/** Why a multipart action body is refused, or null: checks what React would choke on. */
function multipartRefusal(headers, body, knownIds) {
  const fetchAction = headers['next-action'] !== undefined;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (refusal) => {
      if (settled) return;
      settled = true;
      resolve(refusal);
    };
    let parser;
    try {
      parser = busboy({ headers, limits: { fields: MAX_ACTION_FIELDS, files: MAX_ACTION_FIELDS, parts: MAX_ACTION_FIELDS, fieldSize: ACTION_BODY_LIMIT } });
    } catch {
      settle({ status: 400, reason: 'bad_multipart' });
      return;
    }
    let hasArguments = false;
    // The fields that name a form's action, checked once all are in (formActionRefusal).
    const actionFields = [];
    parser.on('field', (name, value) => {
      if (name === '0') hasArguments = true;
      if (!fetchAction && name.startsWith('$ACTION_')) actionFields.push([name, value]);
      if (!isEncodedField(name, fetchAction)) return;
      if (jsonDepth(value) > MAX_ACTION_DEPTH) return settle({ status: 400, reason: 'too_deep' });
      try {
        JSON.parse(value);
      } catch {
        settle({ status: 400, reason: 'bad_field' });
      }
    });
    parser.on('file', (name, stream) => {
      // A file where React puts an action's name or descriptor: Next refuses it as it does a bad id.
      if (!fetchAction && name.startsWith('$ACTION_')) actionFields.push([name, null]);
      stream.resume();
    });
    for (const event of ['fieldsLimit', 'filesLimit', 'partsLimit']) parser.on(event, () => settle({ status: 400, reason: 'too_many_fields' }));
    parser.on('error', () => settle({ status: 400, reason: 'bad_multipart' }));
    parser.on('close', () => {
      if (fetchAction) settle(hasArguments ? null : { status: 400, reason: 'bad_field' });
      else settle(formActionRefusal(actionFields, knownIds));
    });
    parser.end(body);
  });
}

/**
 * Reads a Server Action request's body (its length is declared and within the limit: actionRefusal
 * passed it) and checks it. Resolves with { body } to hand on, or { status, reason } to refuse.
 * A urlencoded body is not read ({ body: null }).
 */
export async function readActionBody(request, knownIds = new Set()) {
  if (mediaType(request.headers) !== 'multipart/form-data') return { body: null };
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > ACTION_BODY_LIMIT) return { status: 413, reason: 'too_large' };
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const refusal = await multipartRefusal(request.headers, body, knownIds);
  return refusal ?? { body };
}

/**
 * A request Next can read as if it were the original: the same socket, method, URL and headers, its
 * body the bytes already read from the original.
 */
export function replayRequest(request, body) {
  const replay = new IncomingMessage(request.socket);
  replay.method = request.method;
  replay.url = request.url;
  replay.headers = request.headers;
  replay.rawHeaders = request.rawHeaders;
  replay.httpVersion = request.httpVersion;
  replay.httpVersionMajor = request.httpVersionMajor;
  replay.httpVersionMinor = request.httpVersionMinor;
  replay.complete = true;
  // The body is all here: reading never asks the socket for more.
  replay._read = () => {};
  replay.push(body);
  replay.push(null);
  return replay;
}

const MESSAGES = {
  403: 'This form can only be sent from this site.',
  400: 'The request is malformed.',
  411: 'The request must declare its length.',
  413: 'The form is larger than 1 MB.',
};
/** A form from before a deploy is not malformed: the visitor is told what to do. */
const REASON_MESSAGES = {
  unknown_action: 'This form is from an older version of the page. Reload the page and send it again.',
};

/**
 * Answers a refused Server Action request (one log line, no body read) and returns true; false when
 * the request may go on to Next. `log(level, event, fields)` writes the line.
 */
export function refuseActionRequest(request, response, log) {
  const refusal = actionRefusal(request);
  if (!refusal) return false;
  answerRefusal(request, response, log, refusal);
  return true;
}

/** One log line (no stack) and the short answer; the connection closes, as the body may be unread. */
function answerRefusal(request, response, log, refusal) {
  log('warn', 'action_refused', { path: request.url, status: refusal.status, reason: refusal.reason });
  response.writeHead(refusal.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  response.end(REASON_MESSAGES[refusal.reason] ?? MESSAGES[refusal.status]);
}

/**
 * The whole guard, as server.mjs runs it for every request: resolves with the request to hand to
 * Next (the original, or a replay of a body that was read and passed), or null once a refusal has
 * been answered.
 */
export async function guardActionRequest(request, response, log, { actionIds = new Set() } = {}) {
  if (refuseActionRequest(request, response, log)) return null;
  if (!isActionRequest(request)) return request;
  let checked;
  try {
    checked = await readActionBody(request, actionIds);
  } catch {
    // The client went away while sending: nothing to answer.
    response.destroy();
    return null;
  }
  if (checked.status) {
    answerRefusal(request, response, log, checked);
    return null;
  }
  return checked.body === null ? request : replayRequest(request, checked.body);
}
