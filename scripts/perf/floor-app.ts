/**
 * The framework floor for `npm run bench`: a bare Next app of the same version as the shop, built and
 * started beside it, so that each target is compared with the fastest Next can answer a response of
 * that size on this machine. It has:
 * - prerendered pages padded to a ladder of sizes (/p/{bytes}), as a content page is served;
 * - a route handler that answers a given number of bytes of JSON from memory (/api/json?bytes=N);
 * - prerendered pages of a given number of elements (/dom/{N}, N a multiple of 50), static markup
 *   shaped like a shop page (sections, headings, paragraphs, lists of links), so that `npm run
 *   lighthouse` can hold each page against a page of the framework with as much DOM to build.
 * It is written to bench/floor-app/ (git-ignored) and uses the shop's node_modules.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FLOOR_DIR = path.join('bench', 'floor-app');

/** Padding lengths of the prerendered pages: 4 kB to 400 kB of text, each 8% more than the last. */
export function floorPagePaddings(): number[] {
  const paddings: number[] = [];
  for (let size = 4096; size <= 400 * 1024; size = Math.ceil(size * 1.08)) paddings.push(size);
  return paddings;
}

/** Element counts of the /dom/{N} pages: 50 to 3,000 in steps of 50, as Lighthouse's dom-size counts them. */
export const DOM_PAGE_STEP = 50;
export function domPageSizes(): number[] {
  return Array.from({ length: 60 }, (_, i) => (i + 1) * DOM_PAGE_STEP);
}

/**
 * Elements in the body of the smallest floor page that are not its content (the framework's script
 * tags and route announcer). The /dom/{N} page renders N minus these; the framework's inline scripts
 * grow with the page, so `npm run lighthouse` reads each page's real count and picks the nearest.
 */
export const FLOOR_BODY_OVERHEAD = 11;

const FILES: Record<string, string> = {
  'next.config.mjs': `export default { poweredByHeader: false, eslint: { ignoreDuringBuilds: true } };\n`,
  'app/layout.jsx': `export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
  // The padding is text of the given length; Next sends it twice (HTML and RSC payload), as it does a shop page's text.
  'app/p/[padding]/page.jsx': `const PADDINGS = ${JSON.stringify(floorPagePaddings())};
export const dynamicParams = false;
export function generateStaticParams() {
  return PADDINGS.map((padding) => ({ padding: String(padding) }));
}
export default async function Page({ params }) {
  const { padding } = await params;
  const line = 'Thermal receipt printers, barcode scanners and cash drawers for shops in Ludhiana. ';
  return <main><h1>Floor page</h1><p>{line.repeat(Math.ceil(Number(padding) / line.length)).slice(0, Number(padding))}</p></main>;
}
`,
  // N elements in all: a <main>, then sections of 10 (section, h2, p, ul, 5 li > a) until N is reached.
  'app/dom/[n]/page.jsx': `const SIZES = ${JSON.stringify(domPageSizes())};
const OVERHEAD = ${FLOOR_BODY_OVERHEAD};
export const dynamicParams = false;
export function generateStaticParams() {
  return SIZES.map((n) => ({ n: String(n) }));
}
function Section({ index, elements }) {
  // section + h2 + p + ul = 4; each li > a adds 2.
  const links = Math.max(0, Math.floor((elements - 4) / 2));
  const spare = elements - 4 - links * 2;
  return (
    <section>
      <h2>Receipt printers {index + 1}</h2>
      <p>Thermal printers, barcode scanners and cash drawers for shops in Ludhiana, with service.{spare > 0 ? <span> Since 2009.</span> : null}</p>
      <ul>{Array.from({ length: links }, (_, i) => <li key={i}><a href={'#item-' + index + '-' + i}>Product {i + 1}</a></li>)}</ul>
    </section>
  );
}
export default async function Page({ params }) {
  const { n } = await params;
  let left = Number(n) - OVERHEAD - 1;
  const sections = [];
  while (left >= 4) {
    const elements = Math.min(left, 14);
    const size = left - elements > 0 && left - elements < 4 ? left : elements;
    sections.push(<Section key={sections.length} index={sections.length} elements={size} />);
    left -= size;
  }
  return <main>{sections}</main>;
}
`,
  'app/api/json/route.js': `const bodies = new Map();
function body(bytes) {
  let text = bodies.get(bytes);
  if (!text) {
    const item = JSON.stringify({ name: 'Floor product', category: 'Spares', price: 1999 });
    const items = [];
    let length = 2;
    while (length + item.length + 1 <= bytes) { items.push(item); length += item.length + 1; }
    text = '[' + items.join(',') + ']';
    bodies.set(bytes, text);
  }
  return text;
}
export function GET(request) {
  const bytes = Math.min(Math.max(Number(new URL(request.url).searchParams.get('bytes')) || 2, 2), 2_000_000);
  return new Response(body(bytes), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, s-maxage=60' } });
}
`,
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Writes and builds the floor app (about 20 s). */
export async function buildFloorApp(): Promise<void> {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    writeFileSync(path.join(FLOOR_DIR, file), text);
  }
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build', FLOOR_DIR], { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' });
}

export interface FloorServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `next start` of the floor app on this port, bound to 127.0.0.1 as the shop is in the benchmark. */
export async function startFloorApp(port: number): Promise<FloorServer> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', FLOOR_DIR, '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The floor app exited with code ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/api/json?bytes=2`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The floor app did not start within 60 s');
}
