/**
 * An app instance to kill: another Node process (tsx, the react-server condition, the test's
 * MONGODB_URI) that runs a burst of order requests through the real route handlers. It connects,
 * prints `ready`, waits for `go` on stdin, then sends every call at once; the test kills it with
 * SIGKILL part-way (tests/api/crash-recovery.test.ts).
 *
 *   CRASH_JOB=[{"method":"POST","path":"/api/orders","body":{...}}, {"method":"PATCH","path":"/api/orders/<id>","id":"<id>","body":{...},"token":"..."}]
 *
 * A POST to /api/orders/<id>/credit-notes (with "id") issues a credit note for returned units.
 */
import { createInterface } from 'node:readline';
import { POST as CREDIT } from '@/app/api/orders/[id]/credit-notes/route';
import { PATCH } from '@/app/api/orders/[id]/route';
import { POST } from '@/app/api/orders/route';
import { connectToDatabase } from '@/lib/server/platform/db';

interface Call {
  method: 'POST' | 'PATCH';
  path: string;
  id?: string;
  body: unknown;
  token?: string;
}

const calls = JSON.parse(process.env.CRASH_JOB ?? '[]') as Call[];

function send(call: Call): Promise<Response> {
  const headers: Record<string, string> = { host: 'shop.test', 'content-type': 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const request = new Request(`http://shop.test${call.path}`, { method: call.method, headers, body: JSON.stringify(call.body) });
  const params = { params: Promise.resolve({ id: call.id ?? '' }) };
  if (call.method === 'POST' && call.path.endsWith('/credit-notes')) return CREDIT(request, params);
  return call.method === 'POST' ? POST(request) : PATCH(request, params);
}

async function main(): Promise<void> {
  await connectToDatabase();
  console.log('ready');
  for await (const line of createInterface({ input: process.stdin })) if (line.trim() === 'go') break;
  const responses = await Promise.all(calls.map(send));
  console.log(`done ${JSON.stringify(responses.map((response) => response.status))}`);
}

void main();
