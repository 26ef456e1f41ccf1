/**
 * A second app instance for the invoice numbering races: a separate Node process (its own module
 * graph and its own database connection) that issues the invoices of the given orders all at once
 * through lib/server/orders/invoices.ts and prints the numbers as JSON. It connects first, says "ready",
 * and starts when a line arrives on stdin, so the caller can start its own issues at the same moment.
 *
 *   MONGODB_URI=... tsx --conditions=react-server tests/helpers/issue-invoices.ts <orderId>...
 */
import { createInterface } from 'node:readline';
import { connectToDatabase, disconnectFromDatabase } from '@/lib/server/platform/db';
import { issueInvoice } from '@/lib/server/orders/invoices';

async function main() {
  const ids = process.argv.slice(2);
  await connectToDatabase();
  process.stdout.write('ready\n');
  const lines = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => lines.once('line', () => resolve()));
  lines.close();
  const results = await Promise.all(ids.map(async (id) => ({ id, issued: await issueInvoice(id) })));
  process.stdout.write(
    `${JSON.stringify(results.map(({ id, issued }) => ({ id, number: issued?.invoiceNumber ?? null, created: issued?.created ?? null })))}\n`,
  );
  await disconnectFromDatabase();
}

void main();
