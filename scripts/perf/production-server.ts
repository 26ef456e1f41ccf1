/** Starts the production build (`npm start`: server.mjs) on a fresh, seeded, in-memory embedded database for measurements. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { config } from '../../lib/server/platform/config.mjs';

/** The setup code of the measured server, for the benchmarks that sign an admin up. */
export const PERF_SETUP_CODE = 'perf-only-setup-code-0123';

export interface ProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<ProductionServer> {
  if (!existsSync(path.join(process.cwd(), config().NEXT_DIST_DIR, 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/with-database.ts', '--db-name', 'sanvio_perf', '--', process.execPath, 'server.mjs'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: process.env.JWT_SECRET ?? 'perf-only-secret-that-is-long-enough-0123456789',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        // The build's SITE_URL: server.mjs refuses another.
        SITE_URL: '',
        LOG_SILENT: '1',
        // The first admin's sign-up needs it (PERF_SETUP_CODE).
        ADMIN_SETUP_CODE: PERF_SETUP_CODE,
        ...env,
      },
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The server did not become ready within 120 s');
}
