/**
 * npm run bench:login: does a login flood stall the shop for everyone else? On the production build
 * (`npm run build` first), with the production bcrypt cost, one client starts a read of /products
 * every 100 ms while a burst of 100 simultaneous logins arrives, and its latency is compared with the same reads
 * on a quiet server. Two floods:
 *   - "one address": 100 wrong passwords for one account from one client address;
 *   - "100 addresses": 100 logins for 100 unknown emails, each from its own address (sent through
 *     a trusted proxy's X-Forwarded-For), so no login limit refuses them and every one needs a
 *     password check.
 * Prints a Markdown table (median and p99 of the other client's reads; how the logins were answered)
 * and writes it with the raw figures under bench/results/. BENCH_PORT sets the port (default 3230).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PERF_SETUP_CODE, startProductionServer } from './perf/production-server';

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const LOGINS = 100;
/** Reads of /products measured on the quiet server. */
const QUIET_READS = 60;
/** The other visitor starts a read this often during the flood. */
const READ_EVERY_MS = 100;
/** Connections of the quiet measurement. */
const READERS = 2;
/** The flood is repeated this many times (fresh addresses each time), the reads pooled. */
const ROUNDS = Number(process.env.BENCH_LOGIN_ROUNDS ?? 3);

interface Answer {
  status: number;
  ms: number;
}

/**
 * One HTTP request on its own agent, so the reader's connections never queue behind the flood's. A
 * connection the server dropped (its request timeout) is answered as status 0 after the time it took.
 */
function send(agent: http.Agent, method: string, pathname: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port: PORT, method, path: pathname, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const round = (ms: number) => Math.round(ms);

/**
 * The other visitor: a read of /products every READ_EVERY_MS, started on schedule whether or not the
 * earlier ones have been answered (a stalled server is not given a rest, so a stall shows in every
 * read it holds up), until `until` settles; the latency of each read.
 */
async function readDuring(until: Promise<unknown>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const reads: Promise<Answer>[] = [];
  while (!done) {
    reads.push(send(agent, 'GET', '/products'));
    await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
  }
  const latencies = (await Promise.all(reads)).map((answer) => answer.ms);
  agent.destroy();
  return latencies;
}

interface Flood {
  name: string;
  reads: number[];
  loginMs: number[];
  statuses: Record<string, number>;
}

async function flood(name: string, login: (i: number, roundIndex: number) => { body: unknown; headers: Record<string, string> }): Promise<Flood> {
  const reads: number[] = [];
  const loginMs: number[] = [];
  const statuses: Record<string, number> = {};
  for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex += 1) {
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const burst = Promise.all(
      Array.from({ length: LOGINS }, (_, i) => {
        const { body, headers } = login(i, roundIndex);
        return send(agent, 'POST', '/api/admin/login', { 'content-type': 'application/json', ...headers }, JSON.stringify(body));
      }),
    );
    const [answers, during] = await Promise.all([burst, readDuring(burst)]);
    reads.push(...during);
    for (const answer of answers) {
      loginMs.push(answer.ms);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  }
  return { name, reads, loginMs, statuses };
}

async function main() {
  const server = await startProductionServer(PORT, {
    // The proxy the "100 addresses" flood comes through (X-Forwarded-For is believed only from it).
    TRUSTED_PROXIES: '127.0.0.1',
    BCRYPT_COST: process.env.BCRYPT_COST ?? '12',
  });
  try {
    const admin = { email: 'owner@sanvio.in', password: 'bench login password 0123' };
    const json = { 'content-type': 'application/json' };
    const signup = await fetch(`${server.baseUrl}/api/admin/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...admin, setupCode: PERF_SETUP_CODE }),
    });
    if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
    // Warm the page and the password check (first worker thread, first bcrypt).
    for (let i = 0; i < 5; i += 1) await fetch(`${server.baseUrl}/products`);
    await fetch(`${server.baseUrl}/api/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) });

    const quietAgent = new http.Agent({ keepAlive: true, maxSockets: READERS });
    const quiet: number[] = [];
    for (let i = 0; i < QUIET_READS; i += 1) quiet.push((await send(quietAgent, 'GET', '/products')).ms);
    quietAgent.destroy();

    const floods = [
      // Each round: a fresh address guessing a fresh account (the first round the admin's), as a new attacker would.
      await flood('one address', (i, roundIndex) => ({
        body: { email: roundIndex === 0 ? admin.email : `target${roundIndex}@sanvio.test`, password: `wrong password ${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${roundIndex + 1}` },
      })),
      await flood('100 addresses', (i, roundIndex) => ({
        body: { email: `nobody${roundIndex}-${i}@sanvio.test`, password: 'a guess' },
        headers: { 'x-forwarded-for': `198.18.${roundIndex}.${i + 1}` },
      })),
    ];

    const lines = [
      `Login flood, ${LOGINS} simultaneous logins x ${ROUNDS} rounds, BCRYPT_COST ${process.env.BCRYPT_COST ?? '12'}; another client starts a read of /products every ${READ_EVERY_MS} ms.`,
      `Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${new Date().toISOString()}.`,
      '',
      '| Flood | Reads of /products | Median (ms) | p99 (ms) | Max (ms) | Login answers | Slowest login (ms) |',
      '| --- | ---: | ---: | ---: | ---: | --- | ---: |',
      `| none (quiet) | ${quiet.length} | ${round(quantile(quiet, 0.5))} | ${round(quantile(quiet, 0.99))} | ${round(Math.max(...quiet))} | - | - |`,
      ...floods.map(
        (each) =>
          `| ${each.name} | ${each.reads.length} | ${round(quantile(each.reads, 0.5))} | ${round(quantile(each.reads, 0.99))} | ${round(Math.max(...each.reads))} | ${Object.entries(
            each.statuses,
          )
            .map(([status, n]) => `${n}x ${status === '0' ? 'dropped' : status}`)
            .join(', ')} | ${round(Math.max(...each.loginMs))} |`,
      ),
    ];
    const markdown = lines.join('\n');
    console.log(`\n${markdown}\n`);
    const dir = path.join(process.cwd(), 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    writeFileSync(path.join(dir, `login-${stamp}.md`), `${markdown}\n`);
    writeFileSync(path.join(dir, `login-${stamp}.json`), JSON.stringify({ quiet, floods }, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
