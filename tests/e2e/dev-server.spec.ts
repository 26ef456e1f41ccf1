import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS } from './helpers/ports';
import { serverCommand, spawnOwnServer } from './helpers/own-server';

/**
 * `npm run dev` works (README, Quick start): the development server compiles what the production
 * build does not, such as the Edge compile of instrumentation.ts, where a Node.js-only import makes
 * every page answer 500 while `next build` and every other test pass. Runs `next dev` the way
 * `npm run dev` does (scripts/with-database.ts: embedded database, seeded when empty), in memory.
 * `next dev` writes to its own output folder (.next-dev, next.config.mjs), so the production build
 * under test, and its build record, are left exactly as they were.
 */
const port = PORTS.devServer;
const baseURL = `http://127.0.0.1:${port}`;

test('the development server compiles and serves the home page, an article and the listing API', async () => {
  test.setTimeout(240_000);
  const server = spawnOwnServer({
    dbName: 'sanvio_dev_check',
    command: serverCommand.nextDev(port),
    env: {
      NODE_ENV: 'development',
      // The default folder, as `npm run dev` runs: the dev server must pick its own beside it.
      NEXT_DIST_DIR: '',
      NEXT_TELEMETRY_DISABLED: '1',
      JWT_SECRET: 'dev-check-secret-that-is-long-enough-0123456789',
      SITE_URL: baseURL,
      LOG_SILENT: '1',
    },
  });
  // The server's output, attached to the report when the test fails (a compile error shows there).
  const build = join(process.cwd(), '.next');
  const buildFiles = ['BUILD_ID', 'sanvio-build.json'].map((name) => join(build, name));
  const before = buildFiles.map((file) => (existsSync(file) ? `${statSync(file).mtimeMs} ${readFileSync(file, 'utf8')}` : null));
  let output = '';
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  try {
    const status = async (path: string) => (await fetch(`${baseURL}${path}`).catch(() => null))?.status ?? 0;
    await expect.poll(() => status('/api/health'), { timeout: 120_000, intervals: [1_000] }).toBe(200);
    for (const path of ['/', '/best_thermal_tvse_printers_sanvio', '/api/products?page=1']) {
      expect(await status(path), path).toBe(200);
    }
    expect(existsSync(join(process.cwd(), '.next-dev', 'server')), 'the dev server wrote .next-dev').toBe(true);
    const after = buildFiles.map((file) => (existsSync(file) ? `${statSync(file).mtimeMs} ${readFileSync(file, 'utf8')}` : null));
    expect(after, 'the build in .next is untouched').toEqual(before);
  } catch (error) {
    await test.info().attach('next dev output', { body: output, contentType: 'text/plain' });
    throw error;
  } finally {
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
