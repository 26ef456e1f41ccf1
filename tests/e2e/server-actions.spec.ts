/**
 * Server Action requests the production server refuses or answers without a 500: a foreign or null
 * Origin (403), a body over Next's 1 MB limit (413), a body that is not a well-formed form (400), and
 * a form post to a page that names no action or an action id not of the build's shape (400) are
 * refused by server.mjs before Next reads them, and store nothing; a well-formed call from the
 * hydrated page, and the form as posted before hydration, still reach Next through the guard and get
 * the form's answer. The action id is read from the contact page's own form, as a browser would send
 * it. One test runs a production server of its own with logging on, to read what it prints.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACTION_ID } from '@/lib/server/platform/entry/action-guard.mjs';
import { adminHeaders } from './helpers/admin';
import { serverCommand, spawnOwnServer } from './helpers/own-server';
import { PORTS } from './helpers/ports';

/** The contact form's action id, from the hidden field React renders for a form before hydration. */
async function contactActionId(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/contact')).text();
  const id = /&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/.exec(html)?.[1] ?? /name="\$ACTION_ID_([0-9a-f]{20,})"/.exec(html)?.[1];
  expect(id, 'the contact form renders its action id').toBeTruthy();
  return id!;
}

/** Sends headers and body over a plain socket, and resolves with the status as soon as it comes. */
function rawPost(baseURL: string, path: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // The refused request's connection closes while the rest of the body may still be on the way.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    outgoing.end(body);
  });
}

async function storedMessageCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/contact', { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

test('a foreign-Origin, oversized or non-form Server Action request is a 4xx or the form state, never a 500', async ({ request, baseURL }) => {
  const id = await contactActionId(request);
  const before = await storedMessageCount(request);
  const origin = new URL(baseURL!).origin;
  const action = { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component' };
  const args = JSON.stringify([{ status: 'idle' }, 'name=Aman&message=not a form']);

  const foreign = await request.post('/contact', { headers: { ...action, Origin: 'https://evil.example' }, data: args });
  expect(foreign.status()).toBe(403);

  const huge = Buffer.alloc(1024 * 1024 + 200_000, 'a');
  const host = new URL(baseURL!).host;
  expect(await rawPost(baseURL!, '/contact', { ...action, Origin: origin, Host: host, 'Content-Length': String(huge.length) }, huge)).toBe(413);

  // Same origin, within the limit, but the action's second argument is a string, not FormData.
  const notForm = await request.post('/contact', { headers: { ...action, Origin: origin }, data: args });
  expect(notForm.status()).toBe(400);

  expect(await storedMessageCount(request)).toBe(before);
});

test('the bodies that made Next answer 500 are refused with 400 or 403 by the production server, and a real call still reaches the action', async ({
  request,
  baseURL,
}) => {
  const id = await contactActionId(request);
  const before = await storedMessageCount(request);
  const origin = new URL(baseURL!).origin;
  const boundary = '----WebKitFormBoundaryq1w2e3r4';
  const multipart = (fields: Array<[string, string]>) =>
    fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
  const form = { 'Next-Action': id, 'Content-Type': `multipart/form-data; boundary=${boundary}`, Accept: 'text/x-component', Origin: origin };
  const text = { ...form, 'Content-Type': 'text/plain;charset=UTF-8' };
  const cases: Array<[string, Record<string, string>, string, number]> = [
    ['a string body', text, 'hello', 400],
    ['broken JSON', text, '[{"status":"idle","values":{', 400],
    ['deeply nested arrays', form, multipart([['0', '['.repeat(50_000) + ']'.repeat(50_000)]]), 400],
    ['multipart without a boundary', { ...form, 'Content-Type': 'multipart/form-data' }, multipart([['0', '[]']]), 400],
    ['multipart junk', form, 'junk'.repeat(100), 400],
    [
      'Origin: null',
      { ...form, Origin: 'null' },
      multipart([
        ['1_name', 'Aman'],
        ['0', '[{"status":"idle"},"$K1"]'],
      ]),
      403,
    ],
  ];
  for (const [name, headers, body, status] of cases) {
    const response = await request.post('/contact', { headers, data: body });
    expect(response.status(), name).toBe(status);
  }
  expect(await storedMessageCount(request)).toBe(before);

  // The hydrated contact form's call, as React encodes it: it passes the guard and Next runs the action.
  const call = multipart([
    ['1_name', 'Guard Check'],
    ['1_phone', '9876543210'],
    ['1_email', ''],
    ['1_message', 'Checking that a real form call still reaches the action.'],
    ['0', '[{"status":"idle"},"$K1"]'],
  ]);
  const sent = await request.post('/contact', { headers: form, data: call });
  expect(sent.status()).toBe(200);
  // The action ran and answered with the form's state (a React Flight reply). Whether the fields arrive
  // as the browser sends them is the hydrated form's own test (first-paint.spec.ts, the contact form).
  expect(sent.headers()['content-type']).toContain('text/x-component');
  expect(await sent.text()).toMatch(/"status":"(sent|failed)"/);
});

const BOUNDARY = '----WebKitFormBoundaryz9x8c7v6';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
function formBody(fields: Array<[string, string]>): string {
  return fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${BOUNDARY}--\r\n`;
}

/**
 * Form posts Next answered with 500 and "Failed to find Server Action" (a stack trace, printed
 * twice), or with a 404 and the error printed: no action named, or an id not of the build's shape.
 */
const badFormPosts: Array<{ name: string; path: string; headers: Record<string, string>; body: string; reason: string }> = [
  {
    name: 'multipart, no Next-Action, no action field',
    path: '/contact',
    headers: { 'Content-Type': multipartType },
    body: formBody([['name', 'x']]),
    reason: 'no_action',
  },
  {
    name: 'multipart naming $ACTION_ID_deadbeef',
    path: '/contact',
    headers: { 'Content-Type': multipartType },
    body: formBody([['$ACTION_ID_deadbeef', '']]),
    reason: 'bad_action_id',
  },
  {
    name: '$ACTION_REF_1 without its descriptor',
    path: '/contact',
    headers: { 'Content-Type': multipartType },
    body: formBody([
      ['$ACTION_REF_1', ''],
      ['name', 'x'],
    ]),
    reason: 'bad_action_ref',
  },
  {
    name: 'a descriptor with an id too short',
    path: '/contact',
    headers: { 'Content-Type': multipartType },
    body: formBody([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"7f3a9c0d1e2b","bound":"$@1"}'],
    ]),
    reason: 'bad_action_id',
  },
  {
    name: 'Next-Action: deadbeef',
    path: '/contact',
    headers: { 'Content-Type': multipartType, 'Next-Action': 'deadbeef', Accept: 'text/x-component' },
    body: formBody([
      ['1_name', 'x'],
      ['0', '[{"status":"idle"},"$K1"]'],
    ]),
    reason: 'bad_action_id',
  },
  {
    name: 'multipart to a page with no form (/search)',
    path: '/search',
    headers: { 'Content-Type': multipartType },
    body: formBody([['q', 'printer']]),
    reason: 'no_action',
  },
  {
    // A form opened before a deploy: an id of the right shape that this build does not have.
    name: 'a well-formed id this build does not have',
    path: '/contact',
    headers: { 'Content-Type': multipartType },
    body: formBody([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', `{"id":"60${'f'.repeat(38)}00","bound":"$@1"}`],
      ['$ACTION_KEY', 'k1'],
      ['name', 'x'],
    ]),
    reason: 'unknown_action',
  },
];

test('form posts that name no action or a malformed action id answer 400, never 500; the real pre-hydration form still gets its answer', async ({
  request,
  baseURL,
}) => {
  // The shape the guard holds ids to is the build's: the contact and login forms render theirs.
  const id = await contactActionId(request);
  expect(id).toMatch(ACTION_ID);
  const login = /&quot;id&quot;:&quot;([0-9a-zA-Z]+)&quot;/.exec(await (await request.get('/login')).text())?.[1];
  expect(login).toMatch(ACTION_ID);

  const before = await storedMessageCount(request);
  const origin = new URL(baseURL!).origin;
  for (const { name, path, headers, body } of badFormPosts) {
    const response = await request.post(path, { headers: { ...headers, Origin: origin }, data: body, maxRedirects: 0 });
    expect(response.status(), name).toBe(400);
  }
  expect(await storedMessageCount(request)).toBe(before);

  // The contact form as the browser posts it before hydration: Next runs the action and renders the
  // page with its answer (the phone number is refused, so nothing is stored).
  const form = formBody([
    ['$ACTION_REF_1', ''],
    ['$ACTION_1:0', JSON.stringify({ id, bound: '$@1' })],
    ['$ACTION_1:1', '[{"status":"idle","values":{"name":"","phone":"","email":"","message":""}}]'],
    ['$ACTION_KEY', 'k1'],
    ['name', 'No Script'],
    ['phone', '12345'],
    ['email', ''],
    ['message', 'Sent before hydration.'],
  ]);
  const answered = await request.post('/contact', { headers: { 'Content-Type': multipartType, Origin: origin }, data: form });
  expect(answered.status()).toBe(200);
  expect(await answered.text()).toContain('Please enter a valid 10-digit phone number.');
  expect(await storedMessageCount(request)).toBe(before);

  // An id of the right shape this build does not have, with Next-Action: Next's own 404, not a 500.
  const unknown = await request.post('/contact', {
    headers: { 'Content-Type': multipartType, 'Next-Action': `60${'f'.repeat(38)}00`, Origin: origin, Accept: 'text/x-component' },
    data: formBody([['0', '[{"status":"idle"},"$K1"]']]),
  });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['x-nextjs-action-not-found']).toBe('1');
});

test('the production server logs each of those form posts as one action_refused line, and prints no stack trace', async () => {
  test.setTimeout(120_000);
  const port = PORTS.serverActions;
  const base = `http://127.0.0.1:${port}`;
  const server = spawnOwnServer({
    dbName: 'sanvio_server_actions',
    command: serverCommand.serverMjs(),
    env: { PORT: String(port), HOSTNAME: '127.0.0.1', SITE_URL: '', JWT_SECRET: 'server-actions-test-secret-Kq7Vw2Xz9Lm4Np8Rt', LOG_SILENT: '' },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] }).toBe(200);
    const start = output.length;
    for (const { name, path, headers, body } of badFormPosts) {
      const response = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, Origin: base }, body, redirect: 'manual' });
      expect(response.status, name).toBe(400);
      await response.arrayBuffer();
    }
    type Line = { level: string; event: string; path?: string; status?: number; reason?: string };
    const refused = () =>
      output
        .slice(start)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Line)
        .filter((line) => line.event === 'action_refused');
    await expect.poll(() => refused().length).toBe(badFormPosts.length);
    expect(refused().map(({ level, path, status, reason }) => ({ level, path, status, reason }))).toEqual(
      badFormPosts.map(({ path, reason }) => ({ level: 'warn', path, status: 400, reason })),
    );
    // Every line printed for them is a JSON log line: no stack frame, no "Failed to find Server Action".
    const printed = output.slice(start);
    expect(printed).not.toContain('Failed to find Server Action');
    expect(printed).not.toMatch(/^\s+at /m);
    for (const line of printed.split('\n').filter(Boolean)) expect(line.startsWith('{'), line).toBe(true);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
