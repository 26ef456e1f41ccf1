/**
 * SITE_URL that cannot be wrong, and placeholder facts flagged. A production build refuses to
 * run without SITE_URL (next.config.mjs) and records it (scripts/record-build.ts); the server
 * (server.mjs) refuses to start with another, takes the build's when unset, and warns once about
 * invented business facts still in the build. `npm run test:deploy` checks the same on a real build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { devDistDir, type Config } from '@/lib/server/platform/config.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_FACTS, placeholdersInPlace, site } from '@/content/site';
import { logOutput } from '@/lib/server/platform/entry/logger.mjs';
import { BUILD_INFO_FILE, placeholderWarning, readBuildInfo, resolveSiteUrl, type BuildInfo } from '@/lib/server/platform/entry/build-info.mjs';
import config from '../../next.config.mjs';

const build: BuildInfo = { siteUrl: 'https://www.sanvio.in', placeholders: [] };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the SITE_URL a server runs with', () => {
  it("is the build's when SITE_URL is unset or empty", () => {
    expect(resolveSiteUrl(undefined, build)).toEqual({ siteUrl: 'https://www.sanvio.in', fromBuild: true });
    expect(resolveSiteUrl('  ', build)).toEqual({ siteUrl: 'https://www.sanvio.in', fromBuild: true });
  });

  it("is accepted when it is the build's, written with or without a trailing slash", () => {
    expect(resolveSiteUrl('https://www.sanvio.in/', build)).toEqual({ siteUrl: 'https://www.sanvio.in', fromBuild: false });
  });

  it("is refused when it differs from the build's, with a message naming both and the way out", () => {
    const { error } = resolveSiteUrl('http://localhost:3000', build);
    expect(error).toContain('SITE_URL is http://localhost:3000, but this build was made with SITE_URL=https://www.sanvio.in');
    expect(error).toContain('SITE_URL=http://localhost:3000 npm run build');
  });

  it('needs the build record; without one the message says how to make it', () => {
    const missing = readBuildInfo(path.join(process.cwd(), '.next-no-such-build'));
    expect(missing).toBeInstanceOf(Error);
    expect((missing as Error).message).toMatch(/No usable build record at .*sanvio-build\.json \(it does not exist\)\. Build with `npm run build`/);
  });
});

describe('next.config.mjs', () => {
  it('refuses a production build without SITE_URL, and allows one with it', () => {
    vi.stubEnv('SITE_URL', '');
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/^SITE_URL is not set\. A production build writes it into canonical links/);
    vi.stubEnv('SITE_URL', 'https://www.sanvio.in');
    expect(config(PHASE_PRODUCTION_BUILD).poweredByHeader).toBe(false);
  });

  it("gives `next dev` its own output folder, never the build's", () => {
    vi.stubEnv('SITE_URL', 'https://www.sanvio.in');
    const build = config(PHASE_PRODUCTION_BUILD).distDir;
    expect(build).toBe('.next');
    expect(config(PHASE_DEVELOPMENT_SERVER).distDir).toBe('.next-dev');
    expect(config(PHASE_PRODUCTION_SERVER).distDir).toBe(build);
    expect(devDistDir({ NEXT_DIST_DIR: '.next-e2e' } as Config)).toBe('.next-e2e-dev');
  });

  it('logs an error naming `npm start` when a production server was not started by it', () => {
    const error = vi.spyOn(logOutput.stderr, 'write').mockImplementation(() => true);
    vi.stubEnv('SANVIO_SERVER', '1');
    config(PHASE_PRODUCTION_SERVER);
    expect(error).not.toHaveBeenCalled();
    vi.stubEnv('SANVIO_SERVER', '');
    (globalThis as { __sanvioServerWarned?: boolean }).__sanvioServerWarned = false;
    config(PHASE_PRODUCTION_SERVER);
    expect(error).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(error.mock.calls[0]?.[0])) as { level: string; event: string; message: string };
    expect(line).toMatchObject({ level: 'error', event: 'not_started_by_npm_start' });
    expect(line.message).toContain('Start it with `npm start`');
  });
});

describe('server.mjs before it listens', () => {
  const distName = `.next-deploy-checks-${process.pid}`;
  const distDir = path.join(process.cwd(), distName);
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(distDir, { recursive: true, force: true });
  });

  /** Runs server.mjs against a build record alone; it must exit before it loads Next. */
  function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['server.mjs'], {
        env: { ...process.env, NEXT_DIST_DIR: distName, PORT: '0', LOG_SILENT: '', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // A server that never exits fails the test on its timeout; afterEach then stops it.
      started.push(child);
      child.on('exit', (code) => {
        resolve({ code, stderr });
      });
    });
  }

  it("refuses to start when its SITE_URL differs from the build's", async () => {
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, BUILD_INFO_FILE), JSON.stringify(build));
    const { code, stderr } = await startServer({ SITE_URL: 'http://localhost:3000' });
    expect(code).toBe(1);
    const line = JSON.parse(stderr.trim().split('\n').pop() ?? '{}') as { event?: string; message?: string };
    expect(line.event).toBe('server_refused_to_start');
    expect(line.message).toContain('but this build was made with SITE_URL=https://www.sanvio.in');
  });

  it('refuses to start without a build record, and with a TRUSTED_PROXIES entry that is not an address', async () => {
    expect((await startServer({})).stderr).toContain('No usable build record');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, BUILD_INFO_FILE), JSON.stringify(build));
    const { code, stderr } = await startServer({ TRUSTED_PROXIES: 'proxy.internal' });
    expect(code).toBe(1);
    expect(stderr).toContain('TRUSTED_PROXIES must list IP addresses or CIDRs');
  });

  it('refuses to start in production without JWT_SECRET or MONGODB_URI, and on any bad value, naming each', async () => {
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, BUILD_INFO_FILE), JSON.stringify(build));
    const unset = await startServer({ NODE_ENV: 'production', JWT_SECRET: '', MONGODB_URI: '' });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('JWT_SECRET is not set. Production needs a random secret of at least 32 characters');
    expect(unset.stderr).toContain('MONGODB_URI is not set.');
    // 32 repeated "a"s pass the length rule but not the strength rule; the message says how to make one.
    const weak = await startServer({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32), MONGODB_URI: 'mongodb://127.0.0.1:9/sanvio' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('JWT_SECRET has only 1 different characters (at least 16 needed)');
    expect(weak.stderr).toContain('openssl rand -base64 48');
    const bad = await startServer({ BCRYPT_COST: '20', CATALOGUE_MAX_AGE: '400' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('BCRYPT_COST must be a whole number from 4 to 15, not \\"20\\".');
    expect(bad.stderr).toContain('CATALOGUE_MAX_AGE must be a whole number of seconds from 1 to 300, not \\"400\\".');
  });
});

describe('placeholder business facts (content/site.ts)', () => {
  it('are all still in the shipped facts, each with what it is used for', () => {
    expect(placeholdersInPlace().map((entry) => entry.fact)).toEqual(PLACEHOLDER_FACTS.map((entry) => entry.fact));
    for (const entry of PLACEHOLDER_FACTS) expect(entry.why.length).toBeGreaterThan(10);
    expect(PLACEHOLDER_FACTS.map((entry) => entry.fact)).toEqual(expect.arrayContaining(['upi.id', 'phone', 'mobile', 'catalogUrl', 'videoIds']));
  });

  it('drop out of the list once replaced', () => {
    const live = {
      ...site,
      upi: { ...site.upi, id: 'realshop@okhdfcbank' },
      videoIds: ['abcdefghijk'],
      socials: site.socials.map((social) => ({ ...social, url: `${social.url}-real` })),
    };
    const left = placeholdersInPlace(live).map((entry) => entry.fact);
    expect(left).not.toContain('upi.id');
    expect(left).not.toContain('videoIds');
    expect(left.filter((fact) => fact.startsWith('socials.'))).toEqual([]);
    expect(left).toContain('phone');
  });

  it('still in a build make one warning that lists each, and none when there are none', () => {
    expect(placeholderWarning(build)).toBeNull();
    const warning = placeholderWarning({
      ...build,
      placeholders: [{ fact: 'upi.id', value: 'sanvio@okaxis', why: 'payments go to it', where: ['content/site.ts'] }],
    });
    expect(warning?.placeholders).toEqual(['upi.id = "sanvio@okaxis" (payments go to it), in content/site.ts']);
    expect(warning?.message).toContain('Before you go live');
  });
});
