/**
 * Issue 7 (throughput of cached pages and GET /api/products): every page and route-handler request
 * asks Next for its build manifests, two of which this build never writes (subresource integrity and
 * dynamic CSS). Next 15.5 cached a manifest it found but not one it expected to miss, so every request
 * failed two file reads and built two exceptions. patches/ carries the upstream fix
 * (vercel/next.js#89908): a missing manifest is remembered like a found one, in production only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadManifestFromRelativePath } from 'next/dist/server/load-manifest.external';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let distDir: string;
const projectDir = os.tmpdir();
const missing = 'server/subresource-integrity-manifest.json';

beforeEach(() => {
  distDir = path.relative(projectDir, fs.mkdtempSync(path.join(projectDir, 'manifests-')));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(path.join(projectDir, distDir), { recursive: true, force: true });
});

function readsOf(file: string, spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(([target]) => String(target).endsWith(file)).length;
}

describe('manifests Next expects may be missing', () => {
  it('are looked for once, then answered from memory, when manifests are cached (production)', () => {
    const reads = vi.spyOn(fs, 'readFileSync');
    for (let i = 0; i < 3; i += 1) {
      expect(loadManifestFromRelativePath({ projectDir, distDir, manifest: missing, handleMissing: true, shouldCache: true })).toEqual({});
    }
    expect(readsOf(missing, reads)).toBe(1);
  });

  it('are looked for on every call when manifests are not cached (development), and found once written', () => {
    const reads = vi.spyOn(fs, 'readFileSync');
    const manifest = 'server/dynamic-css-manifest.json';
    const load = () => loadManifestFromRelativePath({ projectDir, distDir, manifest, handleMissing: true, shouldCache: false });
    expect(load()).toEqual({});
    expect(load()).toEqual({});
    expect(readsOf(manifest, reads)).toBe(2);
    fs.mkdirSync(path.join(projectDir, distDir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(projectDir, distDir, manifest), JSON.stringify({ written: true }));
    expect(load()).toEqual({ written: true });
  });

  it('are not remembered as missing after any other failure, such as a path that is a directory', () => {
    const reads = vi.spyOn(fs, 'readFileSync');
    fs.mkdirSync(path.join(projectDir, distDir, 'server', 'next-font-manifest.json'), { recursive: true });
    const load = () => loadManifestFromRelativePath({ projectDir, distDir, manifest: 'server/next-font-manifest.json', handleMissing: true, shouldCache: true });
    expect(load()).toEqual({});
    expect(load()).toEqual({});
    expect(readsOf('next-font-manifest.json', reads)).toBe(2);
  });

  it('still fail a manifest that must exist', () => {
    expect(() => loadManifestFromRelativePath({ projectDir, distDir, manifest: 'routes-manifest.json', shouldCache: true })).toThrow(/ENOENT/);
  });
});
