/**
 * Every route handler is wrapped in route() (lib/server/platform/http.ts), so every failure is JSON
 * with a message and the right status and no stack trace leaves the server. This walks app/**\/route.ts
 * and fails on an exported GET/POST/PUT/PATCH/DELETE written any other way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const METHODS = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS';

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The handler exports of one route file: which are wrapped in route() and which are not. */
function handlerExports(source: string): { wrapped: string[]; unwrapped: string[] } {
  const wrapped: string[] = [];
  const unwrapped: string[] = [];
  for (const match of source.matchAll(new RegExp(`export\\s+const\\s+(${METHODS})\\s*(?::[^=]+)?=\\s*(route\\()?`, 'g'))) {
    (match[2] ? wrapped : unwrapped).push(match[1]!);
  }
  for (const match of source.matchAll(new RegExp(`export\\s+(?:async\\s+)?function\\s*\\*?\\s*(${METHODS})\\b`, 'g'))) unwrapped.push(match[1]!);
  // `export { handler as GET }` and `export { GET } from './elsewhere'`: never checked, so refused.
  for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of list[1]!.matchAll(new RegExp(`\\b(${METHODS})\\b`, 'g'))) unwrapped.push(name[1]!);
  }
  return { wrapped, unwrapped };
}

describe('route handlers', () => {
  it('tells a wrapped handler from each way of writing an unwrapped one', () => {
    expect(handlerExports('export const GET = route(async () => json({}));')).toEqual({ wrapped: ['GET'], unwrapped: [] });
    expect(handlerExports('export async function POST(request: Request) {}').unwrapped).toEqual(['POST']);
    expect(handlerExports('export function GET(): Response {}').unwrapped).toEqual(['GET']);
    expect(handlerExports('export const PATCH = async (request: Request) => json({});').unwrapped).toEqual(['PATCH']);
    expect(handlerExports('export const DELETE: Handler = handler;').unwrapped).toEqual(['DELETE']);
    expect(handlerExports('const handler = route(f);\nexport { handler as PUT };').unwrapped).toEqual(['PUT']);
    expect(handlerExports("export const dynamic = 'force-dynamic';")).toEqual({ wrapped: [], unwrapped: [] });
  });

  it('every exported handler under app/ is wrapped in route()', () => {
    const files = routeFiles(path.join(process.cwd(), 'app'));
    const unwrapped: string[] = [];
    let wrapped = 0;
    for (const file of files) {
      const found = handlerExports(readFileSync(file, 'utf8'));
      wrapped += found.wrapped.length;
      for (const method of found.unwrapped) unwrapped.push(`${path.relative(process.cwd(), file)}: ${method}`);
    }
    expect(unwrapped).toEqual([]);
    // The walk found the app's handlers (a wrong folder would find none and pass).
    expect(files.length).toBeGreaterThan(20);
    expect(wrapped).toBeGreaterThan(files.length);
  });
});
