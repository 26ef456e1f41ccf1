/**
 * server.mjs's guard in front of Next for Server Action requests (lib/server/platform/entry/action-guard.mjs),
 * over real HTTP: a stand-in for Next's handler counts what reaches it and the bytes of each body. A
 * foreign or null Origin is 403, a body declared over Next's 1 MB limit 413 and an undeclared (chunked)
 * one 411, a body that is not a well-formed form 400, a form post that names no action or an action
 * id not of the build's shape 400, each with one log line and nothing handed on; route handlers under
 * /api/ and same-origin form posts go through with their bodies as sent.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, ACTION_ID, actionRefusal, formActionRefusal, guardActionRequest } from '@/lib/server/platform/entry/action-guard.mjs';

let server: Server;
let port = 0;
let reached: string[] = [];
let bodies: string[] = [];
let logged: Array<{ level: string; event: string; fields: Record<string, unknown> }> = [];
/** The action ids the guard knows, as server.mjs passes them from the build's record (none: shape only). */
let knownIds = new Set<string>();

beforeAll(async () => {
  server = createServer(async (original, outgoing) => {
    const incoming = await guardActionRequest(original, outgoing, (level, event, fields) => logged.push({ level, event, fields }), { actionIds: knownIds });
    if (!incoming) return;
    // Next's place: read the whole body, then answer.
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      reached.push(`${incoming.method} ${incoming.url} ${body.length}`);
      bodies.push(body.toString('latin1'));
      outgoing.end('handled by Next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  knownIds = new Set();
  reached = [];
  bodies = [];
  logged = [];
});

/** Sends the headers and up to `send` bytes of body, and resolves with the status as soon as it comes. */
function send(
  path: string,
  headers: Record<string, string>,
  { body = '', method = 'POST' }: { body?: string | Buffer; method?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // A refused request's connection is closed while the rest of its body may still be on the way.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    outgoing.end(body);
  });
}

const self = () => `http://127.0.0.1:${port}`;
const BOUNDARY = '----WebKitFormBoundaryx7Jd0fQk2mZ';
/** An action id of the shape the build renders (42 lower-case hex digits), as the contact form's. */
const ACTION = '609363f149e22d8cdf92df8a31e0e558181cc4e808';
/** A hydrated page's call: Next-Action and the multipart body React's encodeReply makes of (state, form). */
const action = { 'next-action': ACTION, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart body of these fields, as a browser sends it. */
function multipart(fields: Array<[string, string]>, boundary = BOUNDARY): string {
  return fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
}
/** The contact form as the hydrated page sends it: the form's fields under "1_", the arguments in "0". */
const contactCall = multipart([
  ['1_name', 'Aman'],
  ['1_phone', '9876543210'],
  ['1_message', 'Need a receipt printer [80 mm] {urgent}'],
  ['0', JSON.stringify([{ status: 'failed', values: { name: 'Aman', phone: '', email: '', message: '' }, message: 'x' }, '$K1'])],
]);
/** The same form posted before hydration: React's hidden fields name the action and its bound state. */
const contactPost = multipart([
  ['$ACTION_REF_1', ''],
  ['$ACTION_1:0', JSON.stringify({ id: ACTION, bound: '$@1' })],
  ['$ACTION_1:1', JSON.stringify([{ status: 'idle' }])],
  ['$ACTION_KEY', 'k2811839446'],
  ['name', 'Aman'],
  ['message', 'Hello'],
]);
const withLength = (headers: Record<string, string>, body: string) => ({ ...headers, 'content-length': String(Buffer.byteLength(body)) });

describe('Server Action requests (Next-Action header)', () => {
  it('from a foreign Origin: 403, one log line, never handed to Next', async () => {
    const body = contactCall;
    expect(await send('/contact', { ...action, origin: 'https://evil.example', 'content-length': String(body.length) }, { body })).toBe(403);
    expect(reached).toEqual([]);
    expect(logged).toEqual([{ level: 'warn', event: 'action_refused', fields: { path: '/contact', status: 403, reason: 'foreign_origin' } }]);
  });

  it(`with a body over ${ACTION_BODY_LIMIT} bytes: 413 before the body is read, never handed to Next`, async () => {
    const body = Buffer.alloc(ACTION_BODY_LIMIT + 500_000, 'a');
    expect(await send('/contact', { ...action, origin: self(), 'content-length': String(body.length) }, { body })).toBe(413);
    expect(reached).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.fields).toMatchObject({ status: 413, reason: 'too_large' });
  });

  it('with a chunked body of undeclared size: 411, never handed to Next', async () => {
    expect(await send('/contact', { ...action, origin: self(), 'transfer-encoding': 'chunked' }, { body: 'x'.repeat(10) })).toBe(411);
    expect(reached).toEqual([]);
  });

  it('from this site, within the limit, or without an Origin (as Next allows): handed to Next with its body byte for byte', async () => {
    const body = contactCall;
    expect(await send('/contact', { ...action, origin: self(), 'content-length': String(body.length) }, { body })).toBe(200);
    expect(await send('/contact', { ...action, 'content-length': String(body.length) }, { body })).toBe(200);
    const padding = 'a'.repeat(
      ACTION_BODY_LIMIT -
        Buffer.byteLength(
          multipart([
            ['1_message', ''],
            ['0', '["$K1"]'],
          ]),
        ),
    );
    const exact = multipart([
      ['1_message', padding],
      ['0', '["$K1"]'],
    ]);
    expect(Buffer.byteLength(exact)).toBe(ACTION_BODY_LIMIT);
    expect(await send('/contact', { ...action, origin: self(), 'content-length': String(exact.length) }, { body: exact })).toBe(200);
    expect(reached).toEqual([`POST /contact ${body.length}`, `POST /contact ${body.length}`, `POST /contact ${ACTION_BODY_LIMIT}`]);
    expect(bodies).toEqual([body, body, exact]);
    expect(logged).toEqual([]);
  });
});

describe('forms posted to a page before hydration (no Next-Action header)', () => {
  it('a foreign-Origin form post to a page is 403; an oversized one 413', async () => {
    const body = 'name=Aman';
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) };
    expect(await send('/login', { ...form, origin: 'https://evil.example' }, { body })).toBe(403);
    const oversized = { 'content-type': 'multipart/form-data; boundary=x', origin: self(), 'content-length': String(ACTION_BODY_LIMIT + 1) };
    expect(await send('/contact', oversized, { body: 'x' })).toBe(413);
    expect(reached).toEqual([]);
  });

  it('the form as the browser posts it before hydration, and urlencoded posts (naming an action or not), reach Next unchanged', async () => {
    const form = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, origin: self() };
    expect(await send('/contact', withLength(form, contactPost), { body: contactPost })).toBe(200);
    // A form whose action has no bound state names it in a field of its own.
    const unbound = multipart([
      [`$ACTION_ID_${ACTION}`, ''],
      ['name', 'Aman'],
    ]);
    expect(await send('/contact', withLength(form, unbound), { body: unbound })).toBe(200);
    const plain = `%24ACTION_ID_${ACTION}=&q=printer&page=2`;
    expect(await send('/search', withLength({ 'content-type': 'application/x-www-form-urlencoded', origin: self() }, plain), { body: plain })).toBe(200);
    // An admin form tapped before hydration posts itself urlencoded, naming no action: Next renders the page.
    const adminForm = 'businessName=Sanvio&gstin=';
    expect(
      await send('/admin/business', withLength({ 'content-type': 'application/x-www-form-urlencoded', origin: self() }, adminForm), { body: adminForm }),
    ).toBe(200);
    expect(bodies).toEqual([contactPost, unbound, plain, adminForm]);
    expect(logged).toEqual([]);
  });

  it('route handlers under /api/ (the 5 MB upload among them) and GET requests are left to the app', async () => {
    const upload = { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example', 'content-length': String(3) };
    expect(await send('/api/uploads', upload, { body: 'abc' })).toBe(200);
    expect(await send('/contact', { ...action, origin: 'https://evil.example' }, { method: 'GET' })).toBe(200);
    expect(reached).toHaveLength(2);
  });
});

describe('malformed Server Action requests: 4xx, one log line with no stack, never handed to Next', () => {
  const nested = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);
  const text = { 'next-action': action['next-action'], 'content-type': 'text/plain;charset=UTF-8' };
  const cases: Array<[name: string, headers: Record<string, string>, body: string, status: number, reason: string]> = [
    ['a string body', text, 'hello', 400, 'not_a_form'],
    ['broken JSON', text, '[{"status":"idle","values":{"name":', 400, 'not_a_form'],
    ['deeply nested arrays in the arguments', action, multipart([['0', nested(20_000)]]), 400, 'too_deep'],
    ['multipart without a boundary', { ...action, 'content-type': 'multipart/form-data' }, contactCall, 400, 'no_boundary'],
    ['multipart junk', action, 'this is not a multipart body at all', 400, 'bad_multipart'],
    ['Origin: null', { ...action, origin: 'null' }, contactCall, 403, 'null_origin'],
    ['a JSON body (not multipart or urlencoded)', { ...action, 'content-type': 'application/json' }, '{"name":"Aman"}', 400, 'not_a_form'],
    ['JSON where the action expects form data', text, JSON.stringify([{ status: 'idle' }, 'name=Aman&message=not a form']), 400, 'not_a_form'],
    ['nesting one level deeper than the forms need', action, multipart([['0', nested(9)]]), 400, 'too_deep'],
    ['multipart cut off before its closing boundary', action, contactCall.slice(0, contactCall.length - 40), 400, 'bad_multipart'],
    [
      'arguments that are not JSON',
      action,
      multipart([
        ['1_name', 'Aman'],
        ['0', '{status: idle}'],
      ]),
      400,
      'bad_field',
    ],
    ['a hydrated call without its arguments', action, multipart([['1_name', 'Aman']]), 400, 'bad_field'],
    [
      'a form posted before hydration with broken bound state',
      { 'content-type': action['content-type'] },
      multipart([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', `{"id":"${ACTION}","bound":"$@1"}`],
        ['$ACTION_1:1', '[{"status":'],
      ]),
      400,
      'bad_field',
    ],
    ['more fields than any form has', action, multipart(Array.from({ length: 80 }, (_, i): [string, string] => [`1_f${i}`, 'x'])), 400, 'too_many_fields'],
    ['no body type at all', { 'next-action': action['next-action'] }, '', 400, 'not_a_form'],
  ];

  it.each(cases.map(([name, headers, body, status, reason]) => ({ name, headers, body, status, reason })))(
    '$name -> $status',
    async ({ headers, body, status, reason }) => {
      expect(await send('/contact', withLength({ origin: self(), ...headers }, body), { body })).toBe(status);
      expect(reached).toEqual([]);
      expect(logged).toEqual([{ level: 'warn', event: 'action_refused', fields: { path: '/contact', status, reason } }]);
    },
  );

  it('a form field may hold brackets and quotes as text: only the encoded arguments are read as JSON', async () => {
    const body = multipart([
      ['1_message', '[[[[[[[[[[{"not": "json"'],
      ['0', '[{"status":"idle"},"$K1"]'],
    ]);
    expect(await send('/contact', withLength({ ...action, origin: self() }, body), { body })).toBe(200);
    expect(bodies).toEqual([body]);
  });
});

describe('form posts to a page that name no action, or an action id not of the shape the build renders: 400, never handed to Next', () => {
  const multipartForm = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const urlencodedForm = { 'content-type': 'application/x-www-form-urlencoded' };
  const descriptor = (id: string) => `{"id":"${id}","bound":"$@1"}`;
  const cases: Array<[name: string, headers: Record<string, string>, body: string, reason: string]> = [
    ['multipart with no Next-Action and no action field (curl -F name=x)', multipartForm, multipart([['name', 'x']]), 'no_action'],
    ['multipart naming an id too short ($ACTION_ID_deadbeef)', multipartForm, multipart([['$ACTION_ID_deadbeef', '']]), 'bad_action_id'],
    ['an id in upper case', multipartForm, multipart([[`$ACTION_ID_${ACTION.toUpperCase()}`, '']]), 'bad_action_id'],
    ['an id one digit too long', multipartForm, multipart([[`$ACTION_ID_${ACTION}0`, '']]), 'bad_action_id'],
    ['an id that is not hex', multipartForm, multipart([[`$ACTION_ID_${'g'.repeat(42)}`, '']]), 'bad_action_id'],
    [
      'a good id beside a malformed one',
      multipartForm,
      multipart([
        [`$ACTION_ID_${ACTION}`, ''],
        ['$ACTION_ID_x', ''],
      ]),
      'bad_action_id',
    ],
    [
      '$ACTION_REF_1 without its descriptor',
      multipartForm,
      multipart([
        ['$ACTION_REF_1', ''],
        ['name', 'x'],
      ]),
      'bad_action_ref',
    ],
    [
      '$ACTION_REF_1 with two descriptors',
      multipartForm,
      multipart([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', descriptor(ACTION)],
        ['$ACTION_1:0', descriptor(ACTION)],
      ]),
      'bad_action_ref',
    ],
    [
      'a descriptor whose id is not of the shape',
      multipartForm,
      multipart([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', descriptor('7f3a9c0d1e2b')],
      ]),
      'bad_action_id',
    ],
    [
      'a descriptor that does not start with its id',
      multipartForm,
      multipart([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', `{"bound":"$@1","id":"${ACTION}"}`],
      ]),
      'bad_action_id',
    ],
    [
      "three action references (a form has its own and its button's)",
      multipartForm,
      multipart([
        ['$ACTION_REF_1', ''],
        ['$ACTION_REF_2', ''],
        ['$ACTION_REF_3', ''],
        ['$ACTION_1:0', descriptor(ACTION)],
        ['$ACTION_2:0', descriptor(ACTION)],
        ['$ACTION_3:0', descriptor(ACTION)],
      ]),
      'bad_action_ref',
    ],
    [
      'a reference that is not numbered',
      multipartForm,
      multipart([
        ['$ACTION_REF_x', ''],
        ['$ACTION_x:0', descriptor(ACTION)],
      ]),
      'bad_action_ref',
    ],
    ['a Next-Action header too short', { ...action, 'next-action': ACTION.slice(0, 12) }, contactCall, 'bad_action_id'],
    ['a Next-Action header with a urlencoded body', { ...urlencodedForm, 'next-action': 'deadbeef' }, 'name=x', 'bad_action_id'],
  ];

  it.each(cases.map(([name, headers, body, reason]) => ({ name, headers, body, reason })))('$name -> 400 $reason', async ({ headers, body, reason }) => {
    expect(await send('/contact', withLength({ origin: self(), ...headers }, body), { body })).toBe(400);
    expect(reached).toEqual([]);
    expect(logged).toEqual([{ level: 'warn', event: 'action_refused', fields: { path: '/contact', status: 400, reason } }]);
  });

  it('a file where an action is named counts as no descriptor', async () => {
    const body =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="$ACTION_1:0"; filename="a.json"\r\nContent-Type: application/json\r\n\r\n${descriptor(ACTION)}\r\n` +
      `--${BOUNDARY}--\r\n`;
    expect(await send('/contact', withLength({ ...multipartForm, origin: self() }, body), { body })).toBe(400);
    expect(reached).toEqual([]);
    expect(logged).toEqual([{ level: 'warn', event: 'action_refused', fields: { path: '/contact', status: 400, reason: 'bad_action_ref' } }]);
  });

  it("a well-formed id the build does not have, as a form posted before hydration names it (a form from before a deploy): 400 with what to do; the build's own ids pass", async () => {
    knownIds = new Set([ACTION]);
    const unknown = '60' + 'f'.repeat(38) + '00';
    const stale = multipart([[`$ACTION_ID_${unknown}`, '']]);
    const answer = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: 'POST',
      headers: withLength({ ...multipartForm, origin: self() }, stale),
      body: stale,
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe('This form is from an older version of the page. Reload the page and send it again.');
    const staleRef = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor(unknown)],
    ]);
    expect(await send('/contact', withLength({ ...multipartForm, origin: self() }, staleRef), { body: staleRef })).toBe(400);
    expect(reached).toEqual([]);
    expect(logged.map((line) => line.fields.reason)).toEqual(['unknown_action', 'unknown_action']);
    const own = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor(ACTION)],
    ]);
    expect(await send('/contact', withLength({ ...multipartForm, origin: self() }, own), { body: own })).toBe(200);
    // With Next-Action (the hydrated page's call) an unknown id is Next's: it answers 404, not 500.
    expect(await send('/contact', withLength({ ...action, 'next-action': unknown, origin: self() }, contactCall), { body: contactCall })).toBe(200);
    expect(bodies).toEqual([own, contactCall]);
  });

  it('with no action ids known, a well-formed id is judged by its shape alone and left to Next, header or field', async () => {
    const unknown = '60' + 'f'.repeat(38) + '00';
    const body = multipart([[`$ACTION_ID_${unknown}`, '']]);
    expect(await send('/contact', withLength({ ...multipartForm, origin: self() }, body), { body })).toBe(200);
    expect(await send('/contact', withLength({ ...action, 'next-action': unknown, origin: self() }, contactCall), { body: contactCall })).toBe(200);
    expect(bodies).toEqual([body, contactCall]);
    expect(logged).toEqual([]);
  });

  it('formActionRefusal: the ids React renders pass, an action named twice (form and button) passes', () => {
    expect(ACTION_ID.test(ACTION)).toBe(true);
    expect(
      formActionRefusal([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', descriptor(ACTION)],
        ['$ACTION_REF_2', ''],
        ['$ACTION_2:0', descriptor(ACTION)],
        ['$ACTION_KEY', 'k1'],
      ]),
    ).toBeNull();
    expect(formActionRefusal([['$ACTION_KEY', 'k1']])).toEqual({ status: 400, reason: 'no_action' });
    const other = 'a'.repeat(42);
    expect(formActionRefusal([[`$ACTION_ID_${ACTION}`, '']], new Set([ACTION]))).toBeNull();
    expect(formActionRefusal([[`$ACTION_ID_${other}`, '']], new Set([ACTION]))).toEqual({ status: 400, reason: 'unknown_action' });
    expect(formActionRefusal([[`$ACTION_ID_${other}`, '']])).toBeNull();
  });
});

describe('actionRefusal, the decision alone', () => {
  it('compares the Origin with X-Forwarded-Host when a proxy sets it, else Host, in any case', () => {
    const headers = {
      'next-action': ACTION,
      'content-type': 'multipart/form-data; boundary=x',
      host: 'internal:3000',
      'x-forwarded-host': 'Sanvio.in',
      origin: 'https://sanvio.in',
      'content-length': '2',
    };
    expect(actionRefusal({ method: 'POST', url: '/', headers })).toBeNull();
    expect(actionRefusal({ method: 'POST', url: '/', headers: { ...headers, 'x-forwarded-host': undefined } })).toEqual({
      status: 403,
      reason: 'foreign_origin',
    });
    expect(actionRefusal({ method: 'POST', url: '/', headers: { ...headers, origin: 'not a url' } })).toEqual({ status: 403, reason: 'foreign_origin' });
    expect(actionRefusal({ method: 'POST', url: '/', headers: { ...headers, 'content-length': '-1' } })).toEqual({ status: 400, reason: 'bad_length' });
    expect(actionRefusal({ method: 'POST', url: '/', headers: { ...headers, 'next-action': 'x' } })).toEqual({ status: 400, reason: 'bad_action_id' });
    // The Origin is judged first: a foreign page learns nothing of the id's shape.
    expect(actionRefusal({ method: 'POST', url: '/', headers: { ...headers, 'next-action': 'x', origin: 'https://evil.example' } })).toEqual({
      status: 403,
      reason: 'foreign_origin',
    });
  });
});
