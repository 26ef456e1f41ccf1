/**
 * A local nginx in front of app instances, configured with the files compose.yaml ships: used by
 * `npm run test:deploy` and by `npm run bench` (its "through the proxy" table).
 *
 * The prefix folder gets `sanvio/` linked to deploy/nginx, as the nginx image has them at
 * /etc/nginx/sanvio (its prefix being /etc/nginx), so proxy.conf, cache.conf and errors/ are used as
 * shipped. The cache zone is sanvio.conf's proxy_cache_path (size cap, inactive time, zone) with a
 * folder of this prefix; TLS and the host-name rules of sanvio.conf stay out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  throw new Error('nginx is not installed (Debian: apt-get install -y nginx; .ci/run installs it).');
}

export interface NginxLayout {
  /** The prefix folder: nginx.conf, logs, the cache. */
  dir: string;
  /** Arguments for nginx (add -t to test the configuration). */
  args: string[];
  accessLog: string;
  errorLog: string;
}

/**
 * Writes nginx.conf into `dir` (created; its parents must be readable by nginx's workers): listens on
 * 127.0.0.1:listenPort and proxies to the instances on upstreamPorts with deploy/nginx's files.
 */
export function writeNginxConfig(
  dir: string,
  options: { listenPort: number; upstreamPorts: number[]; workerProcesses?: number | 'auto'; root?: string; errorLogLevel?: 'info' | 'warn' },
): NginxLayout {
  const root = options.root ?? process.cwd();
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  symlinkSync(path.join(root, 'deploy/nginx'), path.join(dir, 'sanvio'));
  const sanvioConf = readFileSync(path.join(root, 'deploy/nginx/sanvio.conf'), 'utf8');
  const shipped = /^proxy_cache_path\s+(\S+)\s+([^;]+);/m.exec(sanvioConf);
  if (!shipped) throw new Error('deploy/nginx/sanvio.conf has no proxy_cache_path');
  // The upstream server's parameters as shipped (max_fails=0), on each local instance.
  const serverParams = /upstream sanvio \{[^}]*?^\s*server\s+\S+((?:\s+[^;\s]+)*);/m.exec(sanvioConf)?.[1] ?? '';
  const accessLog = path.join(dir, 'access.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes ${options.workerProcesses ?? 1};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log ${options.errorLogLevel ?? 'warn'};
events { worker_connections 1024; }
http {
  # As the nginx image's own nginx.conf: bodies (cached files included) go out by sendfile.
  sendfile on;
  tcp_nopush on;
  log_format upstream '$remote_addr "$request" $status upstream=$upstream_addr cache=$upstream_cache_status probe=$http_x_probe';
  access_log ${accessLog} upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache ${shipped[2]};
  include sanvio/cache.conf;
  upstream sanvio {
${options.upstreamPorts.map((port) => `    server 127.0.0.1:${port}${serverParams};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${options.listenPort};
    location / {
      include sanvio/proxy.conf;
    }
  }
}
`,
  );
  return {
    dir,
    args: ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    accessLog,
    errorLog: path.join(dir, 'error.log'),
  };
}

export interface NginxProxy {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts nginx on `layout` (writeNginxConfig) and waits until it answers on listenPort. */
export async function startNginx(layout: NginxLayout, listenPort: number): Promise<NginxProxy> {
  const nginx = nginxBinary();
  const checked = spawnSync(nginx, [...layout.args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.stderr}`);
  const child = spawn(nginx, layout.args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`nginx did not answer on ${baseUrl} within 30 s`);
}
