import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';

/**
 * Graceful shutdown: SIGTERM lets the requests in flight finish, then the
 * server and its database connection close. Runs a second production server of its own, on its own
 * fresh database, so the shared e2e server is not disturbed.
 */
const port = 3190;
const baseURL = `http://127.0.0.1:${port}`;

test('SIGTERM finishes an in-flight request before the server exits', async () => {
  test.setTimeout(120_000);
  // The production server (`npm start`) with the build's SITE_URL (it refuses another).
  const server = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/with-database.ts', '--db-name', 'sanvio_shutdown', '--', process.execPath, 'server.mjs'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        SITE_URL: '',
        JWT_SECRET: 'shutdown-test-secret-that-is-long-enough-0123',
        LOG_SILENT: '1',
        BCRYPT_COST: '12',
        ADMIN_SETUP_CODE: 'shutdown-setup-code-0123',
      },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    await expect.poll(async () => (await fetch(`${baseURL}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] }).toBe(200);
    const admin = { email: 'owner@sanvio.in', password: 'a long enough password' };
    const json = { 'content-type': 'application/json' };
    const signup = JSON.stringify({ ...admin, setupCode: 'shutdown-setup-code-0123' });
    expect((await fetch(`${baseURL}/api/admin/register`, { method: 'POST', headers: json, body: signup })).status).toBe(201);

    // A login spends ~0.2 s in bcrypt at cost 12: the signal arrives while it is in flight.
    const inFlight = fetch(`${baseURL}/api/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
    await new Promise((resolve) => setTimeout(resolve, 40));
    server.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { token?: string }).token).toBeTruthy();
    expect(await exited).toBe(0);
    await expect(fetch(`${baseURL}/api/health`)).rejects.toThrow();
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
});
