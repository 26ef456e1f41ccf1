import { expect, test } from '@playwright/test';
import { connect } from 'node:net';
import { PORTS } from './helpers/ports';
import { serverCommand, spawnOwnServer } from './helpers/own-server';

/**
 * Graceful shutdown: SIGTERM lets the requests in flight finish, then the
 * server and its database connection close. Runs a second production server of its own, on its own
 * fresh database, so the shared e2e server is not disturbed.
 */
const port = PORTS.shutdown;
const baseURL = `http://127.0.0.1:${port}`;

test('SIGTERM finishes an in-flight request before the server exits', async () => {
  test.setTimeout(120_000);
  // The production server (`npm start`) with the build's SITE_URL (it refuses another).
  const server = spawnOwnServer({
    dbName: 'sanvio_shutdown',
    command: serverCommand.serverMjs(),
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: '',
      JWT_SECRET: 'shutdown-test-secret-that-is-long-enough-0123',
      LOG_SILENT: '1',
      BCRYPT_COST: '12',
      ADMIN_SETUP_CODE: 'shutdown-setup-code-0123',
    },
    output: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    await expect.poll(async () => (await fetch(`${baseURL}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] }).toBe(200);
    const admin = { email: 'owner@sanvio.in', password: 'a long enough password' };
    const json = { 'content-type': 'application/json' };
    const signup = JSON.stringify({ ...admin, setupCode: 'shutdown-setup-code-0123' });
    expect((await fetch(`${baseURL}/api/admin/register`, { method: 'POST', headers: json, body: signup })).status).toBe(201);

    // The login is sent by hand on one connection: headers first, with `Expect: 100-continue`. Node
    // answers "100 Continue" once the request is being handled, so the request is in flight for sure.
    // SIGTERM then; the server stops listening (waited for, not slept on); only then the body goes.
    const body = JSON.stringify(admin);
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (chunk) => (raw += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await expect.poll(() => raw, { timeout: 30_000 }).toContain('100 Continue');
    server.kill('SIGTERM');
    await expect
      .poll(
        async () =>
          await fetch(`${baseURL}/api/health`)
            .then(() => 'listening')
            .catch(() => 'closed'),
        { timeout: 30_000 },
      )
      .toBe('closed');
    socket.write(body);
    await ended;

    const answer = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/"token":"[^"]+"/);
    expect(await exited).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
});
