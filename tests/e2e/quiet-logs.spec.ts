/**
 * An unknown URL is an everyday event, not an error: the production server (server.mjs) answers 404
 * and logs one info line with the path, and no stack (Next's NoFallbackError for a root path the
 * [slug] route does not know used to be printed for every one). Runs a production server of its own
 * with logging on, so its output can be read.
 */
import { expect, test } from '@playwright/test';
import { PORTS } from './helpers/ports';
import { serverCommand, spawnOwnServer } from './helpers/own-server';

const port = PORTS.quietLogs;
const baseURL = `http://127.0.0.1:${port}`;

test('an unknown URL answers 404 with one info line (path, 404) and no stack on stderr', async () => {
  test.setTimeout(120_000);
  const server = spawnOwnServer({
    dbName: 'sanvio_quiet_logs',
    command: serverCommand.serverMjs(),
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: '',
      JWT_SECRET: 'quiet-logs-test-secret-that-is-long-enough-0123',
      LOG_SILENT: '',
    },
  });
  let stdout = '';
  let stderr = '';
  server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await expect.poll(async () => (await fetch(`${baseURL}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] }).toBe(200);
    const stderrBefore = stderr.length;
    const unknown = ['/no-such-page', '/no-such-page-either?ref=ad', '/products/teapots', '/no/such/path'];
    for (const path of unknown) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Ouch, looks like you found our 404 page');
    }
    // A known article still renders.
    expect((await fetch(`${baseURL}/termsandconditions`)).status).toBe(200);
    const lines = () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: string; event: string; path?: string; status?: number });
    await expect.poll(() => lines().filter((line) => line.event === 'not_found').length).toBe(unknown.length);
    const notFound = lines().filter((line) => line.event === 'not_found');
    // One line per request, the path without its query string.
    expect(notFound.map(({ level, path, status }) => ({ level, path, status }))).toEqual(
      unknown.map((path) => ({ level: 'info', path: path.split('?')[0], status: 404 })),
    );
    // stderr has the start-up warnings (placeholders, demo products, the setup code) and nothing else:
    // no stack, no error line.
    const after = stderr.slice(stderrBefore);
    expect(after).not.toContain('NoFallbackError');
    for (const line of after.split('\n').filter(Boolean)) {
      expect(line.startsWith('{'), line).toBe(true);
      expect((JSON.parse(line) as { level: string }).level, line).toBe('warn');
    }
  } finally {
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
