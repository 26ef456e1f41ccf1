/**
 * A second app instance for burst tests: another Node process with its own connection to the same
 * database, calling the same route handlers. Started by tests/helpers/second-instance.ts.
 *
 * Protocol, one JSON line each way (replies prefixed `@@instance `): {"load": "<route module>"} is answered "loaded"; then each
 * {"method", "calls": [{url, method, headers, body, params}]} runs every call at once and is answered
 * with [{status, body}] in the same order.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  params?: Record<string, string>;
}

let routes: Record<string, Handler> = {};

async function answer(line: string): Promise<unknown> {
  const message = JSON.parse(line) as { load?: string; method?: string; calls?: Call[] };
  if (message.load) {
    routes = (await import(pathToFileURL(path.resolve(message.load)).href)) as Record<string, Handler>;
    return 'loaded';
  }
  const handler = routes[message.method ?? ''];
  if (!handler) throw new Error(`No ${message.method} handler loaded.`);
  return Promise.all(
    (message.calls ?? []).map(async (call) => {
      const response = await handler(new Request(call.url, { method: call.method, headers: call.headers, body: call.body }), {
        params: Promise.resolve(call.params ?? {}),
      });
      return { status: response.status, body: await response.text() };
    }),
  );
}

/** Replies carry a prefix: the app's own start-up lines go to stdout too. */
function reply(value: unknown): void {
  process.stdout.write(`@@instance ${JSON.stringify(value)}\n`);
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  answer(line).then(
    (result) => reply(result),
    (error: unknown) => reply({ error: String(error) }),
  );
});
reply('ready');
