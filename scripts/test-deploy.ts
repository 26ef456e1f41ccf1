/**
 * `npm run test:deploy`: the Dockerfile's steps on a host without Docker, behind a real nginx.
 *
 *   1. Build: the host's checkout is the Dockerfile's deps and build stages. `npm run build` runs here
 *      unless DEPLOY_TEST_REUSE_BUILD=1 and the build in .next is newer than every source file (as
 *      .ci/run does, right after its own build).
 *   2. Lay out the runtime folder as the Dockerfile's last stage does: its COPY --from lines, read
 *      from the Dockerfile itself, with the prod-deps stage replayed in a folder of its own (the
 *      production-only install).
 *   3. Start two instances with the runtime stage's CMD and ENV, on one embedded database, and put a
 *      real nginx (Debian's package; run from a temporary prefix with its own config) in front, with
 *      the files compose.yaml ships (deploy/nginx/proxy.conf, cache.conf, errors/, linked into the
 *      prefix as the image mounts them, and sanvio.conf's proxy_cache_path with a temporary folder)
 *      and TRUSTED_PROXIES=127.0.0.1. The instances run with a short CATALOGUE_MAX_AGE, so that the
 *      proxy's staleness bound (docs/caching.md) can be waited for.
 *   4. Check through nginx: pages, the API, an admin login, an order, an admin edit, each client
 *      limited on its own address (clients connect from 127.0.0.2, 127.0.0.3 ...), forged
 *      X-Forwarded-For entries ignored; the proxy cache (HIT on a second anonymous request, BYPASS
 *      and nothing stored for cookies, Authorization, POST and the admin area, RSC and HTML kept
 *      apart, an admin's edit shown within the bound); and around it: SITE_URL, the placeholder
 *      warning, the HEALTHCHECK command, a graceful stop, then with the instances stopped: cached
 *      pages served stale and the shop's own error page for the rest.
 *
 * Ports: nginx on DEPLOY_TEST_PORT (3121), the instances on the next two. Everything it starts it
 * stops. Ends with "N passed, N failed" and exits 1 when a check failed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { disconnectFromDatabase } from '@/lib/server/platform/db';
import { startEmbeddedDatabase } from '@/lib/server/platform/db/embedded';
import { ensureIndexes, seedProducts } from '@/lib/server/catalogue/seed';
import { readBuildInfo } from '@/lib/server/platform/entry/build-info.mjs';
import { nginxBinary, writeNginxConfig } from './perf/nginx-proxy';
import { site } from '@/content/site';
import { messages } from '@/lib/messages';

const root = process.cwd();
const nginxPort = Number(process.env.DEPLOY_TEST_PORT ?? 3121);
const appPorts = [nginxPort + 1, nginxPort + 2];
const origin = `http://127.0.0.1:${nginxPort}`;
/**
 * The instances' CATALOGUE_MAX_AGE and PROXY_STALE_SECONDS: short, so that an edit reaches the proxy's
 * visitors in seconds. The bound on how long that takes (docs/caching.md): three copies (an instance's
 * data cache, its page cache, the proxy) each kept at most CATALOGUE_MAX_AGE, plus the time the app
 * takes to render the page anew, allowed RENDER_SECONDS on this busy machine.
 */
const CATALOGUE_MAX_AGE = 4;
const PROXY_STALE_SECONDS = 30;
const RENDER_SECONDS = 5;
const EDIT_BOUND_SECONDS = 3 * CATALOGUE_MAX_AGE + RENDER_SECONDS;
const work = mkdtempSync(path.join(tmpdir(), 'sanvio-deploy-'));
const cleanups: (() => Promise<void> | void)[] = [];
/** An environment for a child process (Next's types make NODE_ENV required in NodeJS.ProcessEnv). */
type Env = Record<string, string | undefined>;

// --- Reporting -------------------------------------------------------------------------------------

const results: { name: string; error?: string }[] = [];

async function check(name: string, run: () => Promise<void> | void): Promise<boolean> {
  try {
    await run();
    results.push({ name });
    console.log(`  ✓ ${name}`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, error: message });
    console.log(`  ✗ ${name}\n      ${message.replace(/\n/g, '\n      ')}`);
    return false;
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function step(title: string): void {
  console.log(`\n--- ${title}`);
}

// --- The Dockerfile ----------------------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string;
  instructions: Instruction[];
}

/** Stages of a Dockerfile, with continuation lines joined and comments dropped. */
function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const logical = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      stages.push({ name: /\bAS\s+(\S+)$/i.exec(args)?.[1] ?? String(stages.length), instructions: [] });
    } else if (stages.length > 0) {
      stages[stages.length - 1]!.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

/** COPY's flags (--from, --chown) and its sources and destination. */
function parseCopy(args: string): { from?: string; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), dest: paths[paths.length - 1]! };
}

/** ENV KEY=value (one pair a line, as this Dockerfile writes them). */
function parseEnv(args: string): [string, string] {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(args);
  assert(match, `ENV ${args}: expected KEY=value`);
  return [match[1]!, match[2]!.replace(/^"(.*)"$/, '$1')];
}

/** The JSON array of CMD or HEALTHCHECK ... CMD. */
function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  const parsed: unknown = JSON.parse(json);
  assert(Array.isArray(parsed) && parsed.every((part) => typeof part === 'string'), `not an exec-form command: ${args}`);
  return parsed as string[];
}

/**
 * Copies `source` (a path inside a stage's /app) to `dest` (inside the runtime folder), as Docker's
 * COPY does: a folder's contents into the destination folder, a file into a folder named with a
 * trailing slash or to the destination path. `skip` names paths the stage deleted.
 */
function copyLikeDocker(sourceDir: string, source: string, runtimeDir: string, dest: string, skip: string[]): void {
  const from = path.join(sourceDir, path.relative('/app', path.resolve('/app', source)));
  const to = path.join(runtimeDir, path.relative('/app', path.resolve('/app', dest)));
  assert(existsSync(from), `COPY source ${source} does not exist (${from})`);
  const filter = (file: string) => !skip.some((skipped) => file === path.join(sourceDir, skipped) || file.startsWith(path.join(sourceDir, skipped) + path.sep));
  if (statSync(from).isDirectory()) {
    cpSync(from, to, { recursive: true, filter, verbatimSymlinks: true });
  } else {
    const target = dest.endsWith('/') || dest === '.' ? path.join(to, path.basename(from)) : to;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(from, target);
  }
}

function run(command: string, args: string[], options: { cwd: string; env?: Env }): void {
  console.log(`$ ${[command, ...args].join(' ')}   (in ${path.relative(root, options.cwd) || '.'})`);
  const result = spawnSync(command, args, { cwd: options.cwd, env: (options.env ?? process.env) as NodeJS.ProcessEnv, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** True when the build record in .next is newer than every file the build reads. */
function buildIsFresh(): boolean {
  const record = path.join(root, '.next', 'sanvio-build.json');
  if (!existsSync(record) || !existsSync(path.join(root, '.next', 'BUILD_ID'))) return false;
  const builtAt = statSync(record).mtimeMs;
  const listed = spawnSync(
    'git',
    [
      'ls-files',
      '-co',
      '--exclude-standard',
      'app',
      'components',
      'lib',
      'content',
      'models',
      'public',
      'middleware.ts',
      'instrumentation.ts',
      'next.config.mjs',
      'package-lock.json',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (listed.status !== 0) return false;
  const newer = listed.stdout
    .split('\n')
    .filter(Boolean)
    .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).mtimeMs > builtAt);
  if (newer.length > 0) console.log(`The build is older than ${newer.length} source files (${newer.slice(0, 3).join(', ')} ...).`);
  return newer.length === 0;
}

// --- HTTP from chosen loopback addresses -----------------------------------------------------------------

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body as received: compressed when Content-Encoding says so. */
  bytes: Buffer;
}

/** One request from the loopback address `from` (the client's address as nginx or the app sees it). */
function send(options: { port?: number; from?: string; method?: string; path: string; headers?: Record<string, string>; body?: unknown }): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: options.port ?? nginxPort,
        localAddress: options.from ?? '127.0.0.1',
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: bytes.toString('utf8'), bytes });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${options.method ?? 'GET'} ${options.path}: no answer in 30 s`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function waitFor(url: string, seconds: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before ${url} answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer 200 within ${seconds} s`);
}

// --- Processes ----------------------------------------------------------------------------------------

interface Started {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then the exit code (SIGKILL after 30 s). */
  stop: () => Promise<number | null>;
}

function start(name: string, command: string, args: string[], options: { cwd: string; env: Env }): Started {
  const logFile = path.join(work, `${name}.log`);
  let output = '';
  const child = spawn(command, args, { cwd: options.cwd, env: options.env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    writeFileSync(logFile, output);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stopping: Promise<number | null> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(killer);
      return code;
    })());
  cleanups.push(async () => {
    await stop();
  });
  return { child, output: () => output, stop };
}

// --- The run ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const dockerfile = parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const stageNames = dockerfile.map((stage) => stage.name);
  const runtime = dockerfile[dockerfile.length - 1]!;
  const build = dockerfile.find((stage) => stage.name === 'build');
  assert(build, `the Dockerfile has no "build" stage (stages: ${stageNames.join(', ')})`);

  step("1. Build (the Dockerfile's deps and build stages are this checkout)");
  const buildRuns = build.instructions.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);
  assert(
    buildRuns.some((command) => /^npm run build\b/.test(command)),
    'the build stage does not run `npm run build`',
  );
  // What the build stage deletes after building (rm -rf ...) is left out of the copies below too.
  const deletedByBuild = buildRuns.flatMap((command) => [...command.matchAll(/rm -rf ((?:[^\s&;]+\s*)+)/g)].flatMap((match) => match[1]!.trim().split(/\s+/)));
  if (process.env.DEPLOY_TEST_REUSE_BUILD === '1' && buildIsFresh()) {
    console.log('DEPLOY_TEST_REUSE_BUILD=1: using the fresh build in .next.');
  } else {
    run('npm', ['run', 'build'], { cwd: root, env: { ...process.env, SITE_URL: process.env.SITE_URL || origin } });
  }
  const buildInfo = readBuildInfo(path.join(root, '.next'));
  if (buildInfo instanceof Error) throw buildInfo;
  const siteUrl = buildInfo.siteUrl;
  console.log(`The build's SITE_URL: ${siteUrl}`);

  step("2. The runtime folder, as the Dockerfile's last stage lays it out");
  const stageDirs = new Map<string, string>([
    ['deps', root],
    ['build', root],
  ]);
  for (const stage of dockerfile.slice(0, -1)) {
    if (stageDirs.has(stage.name)) continue;
    // Any other stage (prod-deps): its COPY lines from the build context and its RUN lines, in a folder of its own.
    const dir = path.join(work, stage.name);
    mkdirSync(dir, { recursive: true });
    for (const instruction of stage.instructions) {
      if (instruction.keyword === 'COPY') {
        const copy = parseCopy(instruction.args);
        assert(!copy.from, `stage ${stage.name}: COPY --from is not replayed here`);
        for (const source of copy.sources) copyLikeDocker(root, source, dir, copy.dest, []);
      } else if (instruction.keyword === 'RUN') {
        const env = Object.fromEntries(
          Object.entries({ PATH: process.env.PATH, HOME: process.env.HOME, npm_config_cache: process.env.npm_config_cache }).filter(
            ([, value]) => value !== undefined,
          ),
        );
        run('sh', ['-c', instruction.args], { cwd: dir, env });
      }
    }
    stageDirs.set(stage.name, dir);
  }

  const runtimeDir = path.join(work, 'app');
  mkdirSync(runtimeDir, { recursive: true });
  const env: Record<string, string> = {};
  let command: string[] = [];
  let healthcheck: string[] = [];
  for (const instruction of runtime.instructions) {
    if (instruction.keyword === 'ENV') {
      const [key, value] = parseEnv(instruction.args);
      env[key] = value;
    } else if (instruction.keyword === 'COPY') {
      const copy = parseCopy(instruction.args);
      assert(copy.from && stageDirs.has(copy.from), `runtime COPY without a known --from: ${instruction.args}`);
      for (const source of copy.sources) copyLikeDocker(stageDirs.get(copy.from)!, source, runtimeDir, copy.dest, copy.from === 'build' ? deletedByBuild : []);
    } else if (instruction.keyword === 'RUN') {
      // Folders the image creates for the app to write in; chown has no `node` user to give them to here.
      for (const match of instruction.args.matchAll(/mkdir -p ((?:\/\S+\s*)+)/g)) {
        for (const folder of match[1]!.trim().split(/\s+/)) mkdirSync(path.join(runtimeDir, path.relative('/app', folder)), { recursive: true });
      }
    } else if (instruction.keyword === 'CMD') {
      command = execForm(instruction.args);
    } else if (instruction.keyword === 'HEALTHCHECK') {
      healthcheck = execForm(instruction.args);
    }
  }
  assert(command.length > 0, 'the runtime stage has no CMD');
  console.log(`Runtime folder ${runtimeDir}; CMD ${JSON.stringify(command)}; ENV ${JSON.stringify(env)}`);
  const resolveProgram = (program: string) => (program === 'node' ? process.execPath : program);
  // Paths in ENV name the container's /app: here they are the runtime folder.
  const hostEnv = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value.replace(/^\/app(?=\/|$)/, runtimeDir)]));

  await check('the runtime folder has the production install and no development tools', () => {
    const modules = path.join(runtimeDir, 'node_modules');
    for (const needed of ['next', 'react', 'mongoose', 'proxy-addr'])
      assert(existsSync(path.join(modules, needed, 'package.json')), `node_modules/${needed} is missing`);
    // No devDependency, unless a production package needs it too (sharp: next's optional dependency for image optimisation).
    const manifest = (file: string) =>
      JSON.parse(readFileSync(file, 'utf8')) as { devDependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };
    const neededByNext = Object.keys(manifest(path.join(modules, 'next/package.json')).optionalDependencies ?? {});
    const devOnly = Object.keys(manifest(path.join(root, 'package.json')).devDependencies ?? {}).filter(
      (name) => !neededByNext.includes(name) && existsSync(path.join(modules, name)),
    );
    assert(devOnly.length === 0, `development packages in the runtime: ${devOnly.join(', ')}`);
    for (const tool of ['typescript', 'vitest', 'playwright', 'playwright-core', 'eslint', 'tsx'])
      assert(!existsSync(path.join(modules, tool)), `${tool} is in the runtime`);
    for (const file of ['server.mjs', 'next.config.mjs', '.next/BUILD_ID', '.next/sanvio-build.json', 'public/robots.txt'])
      assert(existsSync(path.join(runtimeDir, file)), `${file} is missing`);
    assert(!existsSync(path.join(runtimeDir, 'app')) && !existsSync(path.join(runtimeDir, 'tests')), 'sources (app/, tests/) were copied');
  });

  step('3. Two instances on one embedded database, nginx in front');
  const database = await startEmbeddedDatabase({ persist: false });
  cleanups.push(() => database.stop());
  const mongodbUri = `${database.uri}/sanvio_deploy`;
  process.env.MONGODB_URI = mongodbUri;
  // What the runbook's `npm run seed -- --demo` does: indexes, then the demo catalogue the checks browse.
  await ensureIndexes();
  const seeded = await seedProducts();
  await disconnectFromDatabase();
  console.log(`Seeded ${seeded.inserted} products.`);

  // The first admin's sign-up needs the setup code.
  const DEPLOY_SETUP_CODE = 'deploy-test-setup-code-0123456789';
  const instanceEnv = (port: number): Env => ({
    // A container's environment: the image's ENV and compose's, not this shell's.
    PATH: process.env.PATH,
    ...hostEnv,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    MONGODB_URI: mongodbUri,
    JWT_SECRET: 'deploy-test-secret-that-is-long-enough-0123456789',
    TRUSTED_PROXIES: '127.0.0.1',
    ADMIN_SETUP_CODE: DEPLOY_SETUP_CODE,
    CATALOGUE_MAX_AGE: String(CATALOGUE_MAX_AGE),
    PROXY_STALE_SECONDS: String(PROXY_STALE_SECONDS),
  });
  const instances = appPorts.map((port, index) =>
    start(`app-${index + 1}`, resolveProgram(command[0]!), command.slice(1), { cwd: runtimeDir, env: instanceEnv(port) }),
  );
  await Promise.all(instances.map((instance, index) => waitFor(`http://127.0.0.1:${appPorts[index]}/api/ready`, 120, instance.child)));

  // nginx's workers (nobody when run as root) read its prefix.
  chmodSync(work, 0o755);
  // The files compose.yaml ships (scripts/perf/nginx-proxy.ts): proxy.conf, cache.conf, errors/ and sanvio.conf's cache zone.
  // At info, so the log shows nginx's own refusals of over-long request lines at that level.
  const layout = writeNginxConfig(path.join(work, 'nginx'), { listenPort: nginxPort, upstreamPorts: appPorts, errorLogLevel: 'info' });
  const nginxDir = layout.dir;
  const nginx = nginxBinary();
  const nginxArgs = layout.args;
  run(nginx, [...nginxArgs, '-t'], { cwd: nginxDir });
  const proxy = start('nginx', nginx, nginxArgs, { cwd: nginxDir, env: { PATH: process.env.PATH } });
  await waitFor(`${origin}/api/health`, 30, proxy.child);
  console.log(`nginx ${origin} -> ${appPorts.map((port) => `127.0.0.1:${port}`).join(', ')}`);

  step('4. Checks');
  let productId = '';
  await check('pages through nginx: /, /products, /about, /contact, /blogs and a product page answer 200', async () => {
    const products = JSON.parse((await send({ path: '/api/products' })).text) as { _id: string }[];
    productId = products[0]?._id ?? '';
    assert(productId, 'GET /api/products listed no product');
    for (const page of ['/', '/products', '/about', '/contact', '/blogs', `/product-detail/${productId}`]) {
      const answer = await send({ path: page });
      assert(answer.status === 200, `${page}: ${answer.status}`);
      assert(/<title>[^<]+<\/title>/.test(answer.text), `${page}: no <title>`);
    }
  });

  await check(`canonical and og:url of / and /about, sitemap.xml and robots.txt carry the build's SITE_URL (${siteUrl})`, async () => {
    for (const [page, canonical] of [
      ['/', siteUrl],
      ['/about', `${siteUrl}/about`],
    ] as const) {
      const html = (await send({ path: page })).text;
      assert(html.includes(`<link rel="canonical" href="${canonical}"/>`), `${page}: canonical is not ${canonical}`);
      // og:url (where the page has one), og:image and the canonical link: all on SITE_URL.
      const urls = [...html.matchAll(/<(?:link rel="canonical" href|meta property="og:(?:url|image)" content)="([^"]+)"/g)].map((match) => match[1]!);
      assert(urls.length >= 2, `${page}: ${urls.length} canonical/Open Graph URLs`);
      const elsewhere = urls.filter((url) => url !== siteUrl && !url.startsWith(`${siteUrl}/`));
      assert(elsewhere.length === 0, `${page}: ${elsewhere.join(', ')} not on ${siteUrl}`);
    }
    assert((await send({ path: '/sitemap.xml' })).text.includes(`<loc>${siteUrl}/`), 'sitemap.xml names another origin');
    assert((await send({ path: '/robots.txt' })).text.includes(`Sitemap: ${siteUrl}/sitemap.xml`), 'robots.txt names another sitemap');
  });

  await check('the API through nginx: health, ready, the catalogue as JSON; both instances answered', async () => {
    assert((await send({ path: '/api/health' })).status === 200, '/api/health');
    const ready = await send({ path: '/api/ready' });
    assert(ready.status === 200 && JSON.parse(ready.text).database === 'up', `/api/ready: ${ready.status} ${ready.text}`);
    const listing = await send({ path: '/api/products?category=all&page=1&limit=5' });
    assert(listing.status === 200 && (JSON.parse(listing.text) as unknown[]).length === 5, `/api/products page: ${listing.status}`);
    for (let i = 0; i < 4; i += 1) await send({ path: '/api/health' });
    const log = readFileSync(path.join(nginxDir, 'access.log'), 'utf8');
    for (const port of appPorts) assert(log.includes(`upstream=127.0.0.1:${port}`), `nginx sent nothing to 127.0.0.1:${port}`);
  });

  let cookie = '';
  let bearer = '';
  const admin = { email: 'owner@sanvio.in', password: 'deploy test password 0123' };
  await check('the first admin signs up and logs in through nginx; the session cookie opens /admin', async () => {
    const headers = { origin };
    const signup = await send({ method: 'POST', path: '/api/admin/register', headers, body: { ...admin, setupCode: DEPLOY_SETUP_CODE }, from: '127.0.0.9' });
    assert(signup.status === 201, `sign-up: ${signup.status} ${signup.text}`);
    const login = await send({ method: 'POST', path: '/api/admin/login', headers, body: admin, from: '127.0.0.9' });
    assert(login.status === 200, `login: ${login.status} ${login.text}`);
    const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    assert(cookie.includes('='), 'login set no cookie');
    bearer = (JSON.parse(login.text) as { token?: string }).token ?? '';
    const dashboard = await send({ path: '/admin', headers: { cookie } });
    assert(dashboard.status === 200, `/admin with the session: ${dashboard.status} (location ${dashboard.headers.location ?? '-'})`);
    assert((await send({ path: '/admin' })).status === 307, '/admin without a session is not redirected');
  });

  await check('an order through nginx is priced by the server and stored (201)', async () => {
    const order = {
      fullName: 'Deploy Test',
      address: '1 Test Street, Ludhiana',
      billingState: 'Punjab',
      mobile: '9876543210',
      email: 'buyer@example.in',
      paymentMethod: 'COD',
      cart: [{ _id: productId, quantity: 2 }],
      totalAmount: 1,
    };
    const placed = await send({ method: 'POST', path: '/api/orders', body: order, from: '127.0.0.8' });
    assert(placed.status === 201, `POST /api/orders: ${placed.status} ${placed.text}`);
    const orders = await send({ path: '/api/orders', headers: { cookie } });
    assert(orders.status === 200 && orders.text.includes('Deploy Test'), `the admin's order list: ${orders.status}`);
  });

  await check('an admin edit (PATCH a product) passes the Origin check behind nginx; a foreign Origin is refused (403)', async () => {
    const path_ = `/api/products/${productId}`;
    const edited = await send({ method: 'PATCH', path: path_, headers: { cookie, origin }, body: { price: 4321 } });
    assert(edited.status === 200, `PATCH with the site's Origin: ${edited.status} ${edited.text}`);
    const foreign = await send({ method: 'PATCH', path: path_, headers: { cookie, origin: 'https://evil.example' }, body: { price: 1 } });
    assert(foreign.status === 403, `PATCH with a foreign Origin: ${foreign.status}`);
    // Both instances read the new price from the database.
    for (let i = 0; i < 2; i += 1) {
      const prices = JSON.parse((await send({ path: `/api/products/prices?ids=${productId}` })).text) as Record<string, number>;
      assert(prices[productId] === 4321, `price read back: ${prices[productId]}`);
    }
  });

  // --- The proxy cache (deploy/nginx/proxy.conf, cache.conf; docs/caching.md) ---
  const cacheStatus = (answer: Answer) => String(answer.headers['x-cache-status'] ?? '');
  /**
   * A Host of its own, and so cache keys of its own: the key ignores query parameters that do not
   * change a page (cache.conf), so a check that needs a page nobody has requested yet takes a host name.
   */
  const freshHost = (label: string) => ({ host: `${label}.probe.test` });
  const headerOf = (answer: Answer, name: string) => String(answer.headers[name] ?? '');
  let probes = 0;
  /**
   * The access-log line of the request that carried `x-probe: probe` (nginx writes it once the answer
   * is sent, so it is waited for, at most 5 s).
   */
  const logLineOf = async (probe: string) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const line = readFileSync(layout.accessLog, 'utf8')
        .split('\n')
        .find((entry) => entry.endsWith(` probe=${probe}`));
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx logged no request with x-probe ${probe}`);
  };
  /**
   * Requests `requestPath` until nginx has stored an answer (at most 20 times, 200 ms apart): the
   * first answer is stored unless Next served it from its own expired copy (x-nextjs-cache: STALE,
   * never stored, cache.conf), and then the next request must be a HIT that reached no instance.
   */
  const expectStoredThenHit = async (requestPath: string, headers: Record<string, string> = {}) => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const first = await send({ path: requestPath, headers });
      assert(first.status === 200, `${requestPath}: ${first.status}`);
      const stored = ['MISS', 'EXPIRED'].includes(cacheStatus(first)) && headerOf(first, 'x-nextjs-cache') !== 'STALE';
      if (cacheStatus(first) === 'HIT' || !stored) {
        // Already cached by an earlier check, or not stored on purpose: a fresh key shows the rule.
        if (cacheStatus(first) === 'HIT') return first;
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      const probe = `hit-${(probes += 1)}`;
      const second = await send({ path: requestPath, headers: { ...headers, 'x-probe': probe } });
      assert(cacheStatus(second) === 'HIT', `${requestPath}: the request after a stored ${cacheStatus(first)} was ${cacheStatus(second) || 'not cached'}`);
      assert(second.text === first.text, `${requestPath}: the HIT's body differs from the stored answer`);
      const logged = await logLineOf(probe);
      assert(logged.includes(' upstream=- '), `${requestPath}: the HIT was sent to an instance (${logged})`);
      return second;
    }
    throw new Error(`${requestPath}: nginx stored no answer in 20 requests`);
  };

  await check(
    'the proxy caches anonymous GETs as the app says: pages, GET /api/products, /_next/static, /_next/image, public images and their resized copies; the 2nd request is a HIT that reaches no instance',
    async () => {
      const listing = await send({ path: '/products?cache-probe=listing' });
      const chunk = /\/_next\/static\/chunks\/[^"'\s]+\.js/.exec(listing.text)?.[0];
      const sized = /\/images\/w\/\d+\/[^"'\s,]+\.webp/.exec(listing.text)?.[0];
      assert(chunk && sized, `/products links no ${chunk ? 'resized picture (/images/w/...)' : 'script chunk'}`);
      // The optimiser answers pictures that were uploaded; any site path shows how the proxy keeps it.
      const image = '/_next/image?url=%2Fimages%2Flogo.png&w=256&q=75';
      const targets = [
        '/products',
        '/products/page/2',
        `/product-detail/${productId}`,
        '/best_thermal_tvse_printers_sanvio',
        '/api/products?category=all&page=2&limit=4',
        chunk,
        image,
        sized,
        '/images/icon-192.png',
      ];
      const lifetimes: string[] = [];
      for (const target of targets) {
        const hit = await expectStoredThenHit(target, target === image ? { accept: 'image/webp,*/*' } : freshHost('cache'));
        lifetimes.push(`${target.replace(/\?.*/, '')}: ${headerOf(hit, 'cache-control')}`);
      }
      console.log(`      ${lifetimes.join('\n      ')}`);
    },
  );

  await check(
    "the app's lifetime is the proxy's: product pages and GET /api/products say s-maxage=CATALOGUE_MAX_AGE, stale-while-revalidate=PROXY_STALE_SECONDS",
    async () => {
      for (const target of [`/product-detail/${productId}?lifetime-probe=1`, `/api/products?category=all&page=3&limit=4`]) {
        const answer = await send({ path: target });
        const cacheControl = headerOf(answer, 'cache-control');
        assert(cacheControl.includes(`s-maxage=${CATALOGUE_MAX_AGE}`), `${target}: Cache-Control ${cacheControl}`);
        assert(cacheControl.includes(`stale-while-revalidate=${PROXY_STALE_SECONDS}`), `${target}: Cache-Control ${cacheControl}`);
      }
    },
  );

  await check(
    'pages go out compressed as browsers ask (brotli; gzip to a client without it), the proxy keeps each encoding, and a HIT decodes to the page',
    async () => {
      const target = `/product-detail/${productId}`;
      const plain = await send({ path: target, headers: freshHost('encoding') });
      assert(
        plain.status === 200 && !plain.headers['content-encoding'],
        `${target} without Accept-Encoding: ${plain.status} ${plain.headers['content-encoding']}`,
      );
      for (const [acceptEncoding, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
      ] as const) {
        let answer = await send({ path: target, headers: { ...freshHost('encoding'), 'accept-encoding': acceptEncoding } });
        for (let attempt = 0; attempt < 20 && cacheStatus(answer) !== 'HIT'; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          answer = await send({ path: target, headers: { ...freshHost('encoding'), 'accept-encoding': acceptEncoding } });
        }
        assert(cacheStatus(answer) === 'HIT', `${target} (${acceptEncoding}): X-Cache-Status ${cacheStatus(answer) || 'none'} after 20 requests`);
        assert(
          headerOf(answer, 'content-encoding') === expected,
          `${target} (${acceptEncoding}): Content-Encoding ${headerOf(answer, 'content-encoding') || 'none'}`,
        );
        assert(headerOf(answer, 'vary').includes('Accept-Encoding'), `${target}: Vary ${headerOf(answer, 'vary')}`);
        const page = (expected === 'br' ? brotliDecompressSync(answer.bytes) : gunzipSync(answer.bytes)).toString('utf8');
        assert(page.endsWith('</html>'), `${target} (${expected}): the decoded page ends with ${JSON.stringify(page.slice(-20))}`);
        if (headerOf(answer, 'etag') === headerOf(plain, 'etag'))
          assert(page === plain.text, `${target} (${expected}): the decoded page differs from the uncompressed one`);
        console.log(`      ${expected}: ${answer.bytes.length} bytes for a page of ${Buffer.byteLength(page)}`);
      }
    },
  );

  await check('answers the app marks private or no-store are never stored: /track-order, /search, /api/health, a refused GET /api/orders', async () => {
    for (const target of ['/track-order', '/search?q=printer', '/api/health', '/api/orders']) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await send({ path: target });
        assert(/no-store|private|no-cache/.test(headerOf(answer, 'cache-control')), `${target}: Cache-Control ${headerOf(answer, 'cache-control')}`);
        assert(cacheStatus(answer) === 'MISS', `${target} (request ${i + 1}): X-Cache-Status ${cacheStatus(answer) || 'none'}`);
      }
    }
  });

  await check('a request with a cookie (the admin session or any other) or an Authorization header bypasses the cache and stores nothing', async () => {
    const credentials: [string, Record<string, string>][] = [
      ['the admin cookie', { cookie }],
      ['another cookie', { cookie: 'theme=dark' }],
      ['an Authorization header', { authorization: `Bearer ${bearer}` }],
    ];
    for (const [index, [what, headers]] of credentials.entries()) {
      for (const base of ['/about', '/api/products']) {
        const target = base === '/about' ? '/about' : `/api/products?category=all&page=${index + 4}&limit=3`;
        const probe = base === '/about' ? freshHost(`credential-${index}`) : {};
        const withCredential = await send({ path: target, headers: { ...headers, ...probe } });
        assert(withCredential.status === 200, `${target} with ${what}: ${withCredential.status}`);
        assert(cacheStatus(withCredential) === 'BYPASS', `${target} with ${what}: X-Cache-Status ${cacheStatus(withCredential) || 'none'}`);
        // Nothing was stored: the first anonymous request is a MISS; then the entry is there, and the credential still bypasses it.
        const anonymous = await send({ path: target, headers: probe });
        assert(cacheStatus(anonymous) === 'MISS', `${target} after a request with ${what}: ${cacheStatus(anonymous)} (was it stored?)`);
        await expectStoredThenHit(target, probe);
        const again = await send({ path: target, headers: { ...headers, ...probe } });
        assert(cacheStatus(again) === 'BYPASS', `${target} with ${what}, once cached: ${cacheStatus(again)}`);
      }
    }
    // The admin's own catalogue answer is private and never a cached one.
    const adminAnswer = await send({ path: '/api/products?category=all&page=4&limit=3', headers: { authorization: `Bearer ${bearer}` } });
    assert(headerOf(adminAnswer, 'cache-control').includes('private'), `the admin's answer: ${headerOf(adminAnswer, 'cache-control')}`);
  });

  await check('POST is never cached (nor a Server Action, a POST with Next-Action), and the admin area, its API and /login are never cached', async () => {
    for (const headers of [{}, { 'next-action': '0123456789abcdef0123456789abcdef01234567' }] as Record<string, string>[]) {
      const target = '/about';
      const probe = freshHost(`post-${Object.keys(headers).length}`);
      const posted = await send({ method: 'POST', path: target, body: {}, headers: { ...headers, ...probe } });
      assert(!['HIT', 'STALE', 'UPDATING'].includes(cacheStatus(posted)), `POST ${target}: X-Cache-Status ${cacheStatus(posted)}`);
      const read = await send({ path: target, headers: probe });
      assert(cacheStatus(read) === 'MISS', `GET ${target} after a POST: ${cacheStatus(read)} (did the POST store its answer?)`);
    }
    for (const [target, headers, status] of [
      ['/admin', {}, 307],
      ['/admin', { cookie }, 200],
      ['/admin/products', {}, 307],
      ['/login', {}, 200],
      ['/api/admin/admins', {}, 401],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await send({ path: target, headers });
        assert(answer.status === status, `${target}: ${answer.status}, expected ${status}`);
        assert(cacheStatus(answer) === 'BYPASS', `${target} (request ${i + 1}): X-Cache-Status ${cacheStatus(answer) || 'none'}`);
      }
    }
  });

  await check(
    'RSC and HTML never share an entry: an RSC request (RSC: 1, with or without _rsc or a prefetch header) gets RSC, a page request HTML, each cached apart',
    async () => {
      const rsc = { rsc: '1', ...freshHost('rsc') };
      const prefetch = { ...rsc, 'next-router-prefetch': '1' };
      const isRsc = (answer: Answer) => headerOf(answer, 'content-type').startsWith('text/x-component');
      const isHtml = (answer: Answer) => headerOf(answer, 'content-type').startsWith('text/html') && answer.text.trimStart().startsWith('<!DOCTYPE html>');
      for (const page of ['/blogs', `/product-detail/${productId}`]) {
        const html = { ...freshHost('rsc') };
        // The RSC payload is asked for first, under the page's own URL (no _rsc), as a poisoning attempt would.
        const payload = await expectStoredThenHit(page, rsc);
        assert(isRsc(payload), `${page} with RSC: 1: ${headerOf(payload, 'content-type')}`);
        const first = await send({ path: page, headers: html });
        assert(isHtml(first), `${page} after its RSC payload was cached: ${headerOf(first, 'content-type')} (${cacheStatus(first)})`);
        const cachedHtml = await expectStoredThenHit(page, html);
        assert(isHtml(cachedHtml), `${page} cached HTML: ${headerOf(cachedHtml, 'content-type')}`);
        const prefetched = await expectStoredThenHit(page, prefetch);
        assert(isRsc(prefetched), `${page} prefetch: ${headerOf(prefetched, 'content-type')}`);
        const withRscParam = await expectStoredThenHit(`${page}?_rsc=abc12`, rsc);
        assert(isRsc(withRscParam), `${page}?_rsc: ${headerOf(withRscParam, 'content-type')}`);
        // And back: both entries still answer their own kind.
        assert(isRsc(await send({ path: page, headers: rsc })), `${page}: RSC after HTML was cached`);
        assert(isHtml(await send({ path: page, headers: html })), `${page}: HTML after RSC was cached`);
      }
    },
  );

  await check(
    "tracking links share the page's entry: /?utm_source=a and /?fbclid=b are HITs after /, reaching no instance; the parameters a page reads stay in the key",
    async () => {
      const home = freshHost('tracking');
      await expectStoredThenHit('/', home);
      for (const target of ['/?utm_source=a', '/?fbclid=b', '/?utm_source=newsletter&utm_medium=email&gclid=x1']) {
        const probe = `tracking-${(probes += 1)}`;
        const answer = await send({ path: target, headers: { ...home, 'x-probe': probe } });
        assert(answer.status === 200 && cacheStatus(answer) === 'HIT', `${target}: ${answer.status} ${cacheStatus(answer) || 'not cached'}`);
        assert((await logLineOf(probe)).includes(' upstream=- '), `${target} reached an instance`);
      }
      // The listing's older query form is keyed on its category, page and sort: still its own 308, though /products is cached.
      await expectStoredThenHit('/products', home);
      for (const target of ['/products?page=2', '/products?sort=price-low-to-high']) {
        const older = await send({ path: target, headers: home });
        assert(older.status === 308, `${target} after /products was cached: ${older.status} ${cacheStatus(older)}`);
      }
    },
  );

  await check('a URL longer than the shop has is refused with 414 by nginx, with nothing logged as an error; a long tracking link is a HIT', async () => {
    const errorLogSize = statSync(layout.errorLog).size;
    const home = freshHost('long');
    await expectStoredThenHit('/', home);
    // Just under the limit (4 kB): the key holds only the path, so the long query is no error and a HIT.
    const longLink = `/?utm_content=${'x'.repeat(4000)}`;
    const hit = await send({ path: longLink, headers: home });
    assert(hit.status === 200 && cacheStatus(hit) === 'HIT', `a ${longLink.length}-byte tracking link: ${hit.status} ${cacheStatus(hit)}`);
    for (const target of [`/?q=${'a'.repeat(4100)}`, `/products/${'b'.repeat(6000)}`, `/?x=${'c'.repeat(12_000)}`]) {
      const answer = await send({ path: target, headers: home });
      assert(answer.status === 414, `a ${target.length}-byte URL: ${answer.status}`);
    }
    // nginx writes its log lines as it handles each request: the three are done.
    const logged = readFileSync(layout.errorLog, 'utf8').slice(errorLogSize);
    const errors = logged.split('\n').filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
    assert(errors.length === 0, `error log: ${errors.join('\n').slice(0, 500)}`);
    assert(/\[info\].*too long URI/.test(logged), 'nginx logged no info line for the 12 kB request line');
  });

  await check(
    `an admin's edit reaches the proxy's visitors within ${EDIT_BOUND_SECONDS} s (3 x CATALOGUE_MAX_AGE ${CATALOGUE_MAX_AGE} s + ${RENDER_SECONDS} s to render), by the app's clock`,
    async () => {
      const page = `/product-detail/${productId}`;
      const api = `/api/products/${productId}`;
      await expectStoredThenHit(page);
      await expectStoredThenHit(api);
      const price = 7319;
      const shown = '7,319';
      assert(!(await send({ path: page })).text.includes(shown), `the page shows ${shown} before the edit`);
      const edited = await send({ method: 'PATCH', path: api, headers: { cookie, origin }, body: { price } });
      assert(edited.status === 200, `PATCH: ${edited.status} ${edited.text}`);
      const editedAt = Date.parse((JSON.parse(edited.text) as { updatedAt: string }).updatedAt);
      assert(Number.isFinite(editedAt), `the edit's updatedAt: ${edited.text.slice(0, 200)}`);
      // Poll both through nginx, as visitors would, until each shows the new price; each answer's Date
      // (this host's clock, as updatedAt) says when it was served.
      const seenAfter = new Map<string, number>();
      let oldAnswers = 0;
      let lastServedAt = editedAt;
      while (seenAfter.size < 2 && lastServedAt - editedAt <= (EDIT_BOUND_SECONDS + 5) * 1000) {
        for (const [target, hasNew] of [
          [page, (text: string) => text.includes(shown)],
          [api, (text: string) => (JSON.parse(text) as { price: number }).price === price],
        ] as const) {
          if (seenAfter.has(target)) continue;
          const answer = await send({ path: target });
          assert(answer.status === 200, `${target}: ${answer.status}`);
          lastServedAt = Date.parse(headerOf(answer, 'date'));
          if (hasNew(answer.text)) seenAfter.set(target, (lastServedAt - editedAt) / 1000);
          else oldAnswers += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      console.log(
        `      shown after ${[...seenAfter].map(([target, seconds]) => `${target}: ${seconds.toFixed(0)} s`).join(', ')}; ${oldAnswers} answers before it`,
      );
      for (const target of [page, api]) {
        const seconds = seenAfter.get(target);
        assert(seconds !== undefined, `${target} still showed the old price ${EDIT_BOUND_SECONDS + 5} s after the edit`);
        // Date has whole seconds: one more second of rounding.
        assert(seconds <= EDIT_BOUND_SECONDS + 1, `${target} showed the edit after ${seconds} s, over the bound of ${EDIT_BOUND_SECONDS} s`);
      }
    },
  );

  const contact = { name: 'Asha', phone: '9876543210', email: 'asha@example.in', message: 'Do you service TVS printers?' };
  const sixMessages = async (from: string, headers: (i: number) => Record<string, string>, port?: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send({ method: 'POST', path: '/api/contact', body: contact, from, headers: headers(i), port })).status);
    return statuses;
  };
  const limitedOnSixth = (statuses: number[]) => statuses.join(',') === '200,200,200,200,200,429';

  await check('behind nginx, each client is limited on its own address: 127.0.0.2 gets 429 on its 6th message, 127.0.0.3 is not affected', async () => {
    const first = await sixMessages('127.0.0.2', () => ({}));
    assert(limitedOnSixth(first), `127.0.0.2: ${first.join(',')}`);
    const other = await send({ method: 'POST', path: '/api/contact', body: contact, from: '127.0.0.3' });
    assert(other.status === 200, `127.0.0.3 after 127.0.0.2 was limited: ${other.status}`);
  });

  await check('behind nginx, a forged left-most X-Forwarded-For entry (and a forged client-address header) is ignored', async () => {
    const forged = await sixMessages('127.0.0.4', (i) => ({
      'x-forwarded-for': `198.51.100.${i}`,
      'x-real-ip': `198.51.100.${i}`,
      'x-sanvio-client-ip': `192.0.2.${i}`,
    }));
    assert(limitedOnSixth(forged), `127.0.0.4 rotating forged headers: ${forged.join(',')}`);
  });

  await check('a client connecting to an instance directly (not a trusted proxy) with forged headers is still limited', async () => {
    const direct = await sixMessages('127.0.0.5', (i) => ({ 'x-forwarded-for': `203.0.113.${i}`, 'x-sanvio-client-ip': `192.0.2.${i}` }), appPorts[0]);
    assert(limitedOnSixth(direct), `127.0.0.5 straight to :${appPorts[0]}: ${direct.join(',')}`);
  });

  await check('each instance logged one placeholder warning at start, listing the UPI id', () => {
    for (const [index, instance] of instances.entries()) {
      const lines = instance
        .output()
        .split('\n')
        .filter((line) => line.includes('"placeholders_in_place"'));
      assert(lines.length === 1, `instance ${index + 1}: ${lines.length} placeholder warnings`);
      assert(lines[0]!.includes('upi.id'), `instance ${index + 1}: the warning does not list upi.id`);
    }
  });

  await check("a server whose SITE_URL differs from the build's refuses to start, naming both", async () => {
    const other = start('app-wrong-site-url', resolveProgram(command[0]!), command.slice(1), {
      cwd: runtimeDir,
      env: { ...instanceEnv(nginxPort + 3), SITE_URL: 'https://elsewhere.example' },
    });
    const code = await new Promise<number | null>((resolve) =>
      other.child.exitCode !== null ? resolve(other.child.exitCode) : other.child.once('exit', resolve),
    );
    assert(code === 1, `exit code ${code}`);
    assert(other.output().includes(`but this build was made with SITE_URL=${siteUrl}`), `output: ${other.output().slice(0, 500)}`);
  });

  await check("the Dockerfile's HEALTHCHECK command succeeds against an instance", () => {
    assert(healthcheck.length > 0, 'the runtime stage has no HEALTHCHECK CMD');
    const result = spawnSync(resolveProgram(healthcheck[0]!), healthcheck.slice(1), {
      env: { PATH: process.env.PATH, PORT: String(appPorts[0]) } as Env as NodeJS.ProcessEnv,
      timeout: 15_000,
    });
    assert(result.status === 0, `exit ${result.status}: ${result.stderr?.toString()}`);
  });

  await check('both instances restarted: once each answers /api/ready, no request through nginx gets 502', async () => {
    // Both down at once, as a deploy that restarts everything: nginx can only answer 502 now, and
    // with its default failure settings it would mark both instances down for 10 s.
    await Promise.all(instances.map((instance) => instance.stop()));
    const during = await send({ path: '/api/health' });
    assert(during.status === 502, `with both instances stopped: ${during.status}`);
    for (const [index, port] of appPorts.entries()) {
      instances[index] = start(`app-${index + 1}-restarted`, resolveProgram(command[0]!), command.slice(1), { cwd: runtimeDir, env: instanceEnv(port) });
    }
    await Promise.all(instances.map((instance, index) => waitFor(`http://127.0.0.1:${appPorts[index]}/api/ready`, 120, instance.child)));
    // At once, no wait: 40 uncached requests and GETs of a page, all through nginx.
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send({ path: i % 2 ? '/api/ready' : '/api/health', headers: { 'x-probe': `restart-${i}` } }).then((a) => a.status)),
    );
    const bad = statuses.filter((status) => status !== 200);
    assert(bad.length === 0, `after the restart: ${bad.length} of 40 were not 200 (${bad.join(',')})`);
    const upstreams = new Set<string>();
    for (let i = 0; i < 40; i += 1) upstreams.add(/upstream=(\S+)/.exec(await logLineOf(`restart-${i}`))?.[1] ?? '');
    for (const port of appPorts) assert(upstreams.has(`127.0.0.1:${port}`), `no request reached the restarted 127.0.0.1:${port} (${[...upstreams].join(' ')})`);
  });

  await check('SIGTERM stops each instance gracefully (exit 0)', async () => {
    const codes = await Promise.all(instances.map((instance) => instance.stop()));
    assert(
      codes.every((code) => code === 0),
      `exit codes ${codes.join(', ')}`,
    );
  });

  // nginx is still up, in front of no instance.
  await check('with every instance stopped, nginx keeps serving its copies of pages (stale) once they expire', async () => {
    // Each copy under the Host it was stored with: the API's by the cache check above (its own Host key).
    const copies: Array<{ target: string; headers: Record<string, string> }> = [
      { target: `/product-detail/${productId}`, headers: {} },
      { target: '/products', headers: {} },
      { target: '/api/products?category=all&page=2&limit=4', headers: freshHost('cache') },
    ];
    for (const { target, headers } of copies) {
      // A copy still fresh is a HIT; once past CATALOGUE_MAX_AGE it is served stale (bounded by the polls).
      let answer = await send({ path: target, headers });
      for (let poll = 0; poll < 4 * (CATALOGUE_MAX_AGE + RENDER_SECONDS) && cacheStatus(answer) === 'HIT'; poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        answer = await send({ path: target, headers });
      }
      assert(answer.status === 200, `${target}: ${answer.status}`);
      assert(['STALE', 'UPDATING'].includes(cacheStatus(answer)), `${target}: X-Cache-Status ${cacheStatus(answer) || 'none'}`);
    }
    assert((await send({ path: `/product-detail/${productId}` })).text.includes('7,319'), 'the stale product page is not the last one cached');
  });

  await check("with every instance stopped, a page nginx never cached gets the shop's own 502 page, not nginx's", async () => {
    const answer = await send({ path: '/about', headers: freshHost('never-cached') });
    assert(answer.status === 502, `status ${answer.status}`);
    assert(headerOf(answer, 'content-type').startsWith('text/html'), `content-type ${headerOf(answer, 'content-type')}`);
    for (const text of [site.name, site.mobile, site.phone, messages.pageError.title]) assert(answer.text.includes(text), `the page lacks "${text}"`);
    assert(!/nginx/i.test(answer.text), "the page is nginx's");
    const admin = await send({ path: '/admin', headers: { cookie } });
    assert(admin.status === 502 && admin.text.includes(site.name), `/admin: ${admin.status}`);
  });

  await proxy.stop();
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((error: unknown) => console.error('cleanup:', error));
  if (results.some((result) => result.error)) console.log(`Logs kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    void cleanUp().then(() => process.exit(1));
  });
}

main()
  .catch((error: unknown) => {
    results.push({ name: 'test:deploy setup', error: error instanceof Error ? error.message : String(error) });
    console.error(`\ntest:deploy could not finish: ${error instanceof Error ? error.stack : error}`);
  })
  .finally(async () => {
    await cleanUp();
    const failed = results.filter((result) => result.error).length;
    console.log(`\ndeploy: ${results.length - failed} passed, ${failed} failed`);
    process.exit(failed > 0 ? 1 : 0);
  });
