/**
 * Server Action requests the production server refuses or answers without a 500: a foreign Origin
 * (403) and a body over Next's 1 MB limit (413) are refused by server.mjs before Next reads them, and
 * an action called with arguments that are not its form answers its error state (200) and stores
 * nothing. The action id is read from the contact page's own form, as a browser would send it.
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
  expect(notForm.status()).toBe(200);
  expect(await notForm.text()).toContain('failed');

  expect(await storedMessageCount(request)).toBe(before);
});
