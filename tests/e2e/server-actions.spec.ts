/**
 * Server Action requests the production server refuses or answers without a 500: a foreign or null
 * Origin (403), a body over Next's 1 MB limit (413) and a body that is not a well-formed form (400) are
 * refused by server.mjs before Next reads them, and store nothing; a well-formed call from the
 * hydrated page still reaches Next through the guard and gets the form's answer. The action id is
 * read from the contact page's own form, as a browser would send it.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './helpers/admin';

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
