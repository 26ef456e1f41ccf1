/**
 * A second shop instance for race tests: its own process, module graph and database connection
 * (MONGODB_URI from the parent), calling the same route handlers as the server does. It connects,
 * says `ready`, waits for `go` on stdin so every instance starts at once, runs its burst and prints
 * the HTTP statuses as one line, `statuses [...]`.
 *
 *   INSTANCE_JOB={"kind":"orders","count":15,"body":{...}}           → POST /api/orders, count times
 *   INSTANCE_JOB={"kind":"status","count":5,"orderId":"...","status":"shipped","token":"..."} → PATCH /api/orders/{id}
 */
import { createInterface } from 'node:readline';
import { PATCH } from '@/app/api/orders/[id]/route';
import { POST } from '@/app/api/orders/route';
import { connectToDatabase, disconnectFromDatabase } from '@/lib/server/platform/db';

type Job = { kind: 'orders'; count: number; body: unknown } | { kind: 'status'; count: number; orderId: string; status: string; token: string };

const job = JSON.parse(process.env.INSTANCE_JOB ?? '{}') as Job;
const headers = { host: 'shop.test', 'content-type': 'application/json' };

function call(): Promise<Response> {
  if (job.kind === 'orders') return POST(new Request('http://shop.test/api/orders', { method: 'POST', headers, body: JSON.stringify(job.body) }));
  return PATCH(
    new Request(`http://shop.test/api/orders/${job.orderId}`, {
      method: 'PATCH',
      headers: { ...headers, authorization: `Bearer ${job.token}` },
      body: JSON.stringify({ status: job.status }),
    }),
    { params: Promise.resolve({ id: job.orderId }) },
  );
}

async function main(): Promise<void> {
  await connectToDatabase();
  console.log('ready');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) if (line.trim() === 'go') break;
  const responses = await Promise.all(Array.from({ length: job.count }, call));
  console.log(`statuses ${JSON.stringify(responses.map((response) => response.status))}`);
  await disconnectFromDatabase();
  process.exit(0);
}

void main();
