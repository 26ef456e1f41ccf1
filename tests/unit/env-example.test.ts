/**
 * `.env.example` lists exactly the variables the configuration module reads (lib/server/platform/config.mjs),
 * both ways, so an operator who copies it sees every setting and nothing the shop ignores.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '@/lib/server/platform/config.mjs';

const EXAMPLE = '.env.example';
const MODULE = 'lib/server/platform/config.mjs';

/** The names .env.example sets or shows commented out: `NAME=...` or `# NAME=...` at the start of a line. */
function exampleVariables(text: string): string[] {
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

const example = exampleVariables(readFileSync(path.resolve(__dirname, '../..', EXAMPLE), 'utf8'));

describe('.env.example and the configuration module', () => {
  it('.env.example lists every variable the configuration module reads', () => {
    const missing = CONFIG_VARIABLES.filter((name) => !example.includes(name)).map((name) => `${name} is read by ${MODULE} but missing from ${EXAMPLE}`);
    expect(missing).toEqual([]);
  });

  it('the configuration module reads every variable .env.example lists', () => {
    const unknown = example
      .filter((name) => !(CONFIG_VARIABLES as readonly string[]).includes(name))
      .map((name) => `${name} is listed in ${EXAMPLE} but missing from ${MODULE} (configSchema)`);
    expect(unknown).toEqual([]);
  });

  it('lists each variable once', () => {
    const twice = example.filter((name, index) => example.indexOf(name) !== index).map((name) => `${name} is listed more than once in ${EXAMPLE}`);
    expect(twice).toEqual([]);
  });

  it('reads the example file as it is written (a check that the checks above can fail)', () => {
    expect(exampleVariables('# A comment: not=this\nJWT_SECRET=\n# MAIL_FROM="Shop" <a@b.in>\n#NOT LISTED\n')).toEqual(['JWT_SECRET', 'MAIL_FROM']);
  });
});
