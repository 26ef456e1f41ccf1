/**
 * A second instance of the app for burst tests that must cross processes: a child Node process (tsx,
 * the react-server condition, the test's MONGODB_URI) with its own database connection, calling the
 * same route module as the test. Bursts are sent from both processes at once.
 *
 *   const other = await startSecondInstance('app/api/service-requests/[id]/route.ts');
 *   const [theirs, ours] = await Promise.all([other.call('PATCH', requests), Promise.all(requests.map(...))]);
 *   await other.stop();
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const REPLY = '@@instance ';
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface InstanceCall {
  request: Request;
  params?: Record<string, string>;
}

export interface SecondInstance {
  /** Runs every call at once in the other process; resolves with each answer's status and body text. */
  call(method: string, calls: InstanceCall[]): Promise<Array<{ status: number; body: string }>>;
  stop(): Promise<void>;
}

export async function startSecondInstance(routeModule: string): Promise<SecondInstance> {
  const child = spawn(process.execPath, [`${root}node_modules/tsx/dist/cli.mjs`, '--conditions=react-server', 'tests/helpers/instance-worker.ts'], {
    cwd: root,
    env: { ...process.env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const replies: Array<(value: unknown) => void> = [];
  const failed = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The second instance exited (${code}).`))));
  failed.catch(() => undefined);
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith(REPLY)) replies.shift()?.(JSON.parse(line.slice(REPLY.length)));
  });
  const next = () => Promise.race([new Promise((resolve) => replies.push(resolve)), failed]);
  const send = (message: unknown) => {
    const reply = next();
    child.stdin.write(`${JSON.stringify(message)}\n`);
    return reply;
  };
  const ready = next();
  await ready;
  const loaded = await send({ load: routeModule });
  if (loaded !== 'loaded') throw new Error(`The second instance could not load ${routeModule}: ${JSON.stringify(loaded)}`);
  return {
    async call(method, calls) {
      const serialised = await Promise.all(
        calls.map(async ({ request, params }) => ({
          url: request.url,
          method: request.method,
          headers: Object.fromEntries(request.headers),
          body: request.body ? await request.text() : undefined,
          params,
        })),
      );
      const reply = await send({ method, calls: serialised });
      if (!Array.isArray(reply)) throw new Error(`The second instance failed: ${JSON.stringify(reply)}`);
      return reply as Array<{ status: number; body: string }>;
    },
    async stop() {
      child.stdin.end();
      child.kill('SIGTERM');
      await exited;
    },
  };
}
