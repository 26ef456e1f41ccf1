/**
 * Every stylesheet sizes its text from the one type scale written down in app/globals.css: a size a
 * fraction of a pixel from a step (0.9rem beside 0.875rem) looks the same to a reader but is one more
 * font for the browser to set up on every page that uses both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The scale's steps in rem (11 to 36 px), as app/globals.css lists them. */
const SCALE_REM = ['0.6875', '0.75', '0.8125', '0.875', '0.9375', '1', '1.0625', '1.125', '1.25', '1.375', '1.5', '1.75', '2', '2.25'];
const ALLOWED = new Set([...SCALE_REM.map((step) => `${step}rem`), 'inherit']);

function stylesheets(): string[] {
  return ['app', 'components'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(root, file)),
  );
}

/** Each `font-size` declaration's value with where it is. */
function fontSizes(): Array<{ file: string; line: number; value: string }> {
  return stylesheets().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) => [...text.matchAll(/font-size\s*:\s*([^;}]+)/g)].map((match) => ({ file, line: index + 1, value: match[1]!.trim() }))),
  );
}

describe('the type scale', () => {
  it('is written down in app/globals.css as the test holds it', () => {
    const globals = readFileSync('app/globals.css', 'utf8');
    expect(globals).toContain(`Text sizes come from one scale (rem): ${SCALE_REM.slice(0, 9).join(', ')},`);
    expect(globals).toContain(`${SCALE_REM.slice(9).join(', ')} (11 to 36 px)`);
  });

  it('every fixed font size in app/ and components/ is one of its steps; only fluid headings use clamp()', () => {
    const sizes = fontSizes();
    // The stylesheets size text in many places: finding none would mean the search is broken.
    expect(sizes.length).toBeGreaterThan(100);
    const offScale = sizes.filter(({ value }) => !ALLOWED.has(value) && !value.startsWith('clamp('));
    expect(offScale.map(({ file, line, value }) => `${file}:${line} ${value}`)).toEqual([]);
  });
});
