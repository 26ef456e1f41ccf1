/** The canonical origin the app uses: SITE_URL, or on a production server without it, the build's. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteUrl } from '@/lib/server/content/site-url';

afterEach(() => {
  vi.unstubAllEnvs();
});

function buildFolder(siteUrlOfBuild: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sanvio-build-'));
  writeFileSync(path.join(dir, 'sanvio-build.json'), JSON.stringify({ siteUrl: siteUrlOfBuild, placeholders: [] }));
  return dir;
}

describe('siteUrl()', () => {
  it('is SITE_URL when set', () => {
    vi.stubEnv('SITE_URL', 'https://www.sanvio.in/');
    expect(siteUrl()).toBe('https://www.sanvio.in');
  });

  it("on a production server without SITE_URL, is the build's, read from its record (server.mjs no longer writes SITE_URL)", () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_DIST_DIR', buildFolder('https://shop.example.in'));
    expect(siteUrl()).toBe('https://shop.example.in');
  });

  it('in development without SITE_URL, or without a build record, is http://localhost:3000', () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('NEXT_DIST_DIR', buildFolder('https://shop.example.in'));
    expect(siteUrl()).toBe('http://localhost:3000');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_DIST_DIR', mkdtempSync(path.join(tmpdir(), 'sanvio-nobuild-')));
    expect(siteUrl()).toBe('http://localhost:3000');
  });
});
