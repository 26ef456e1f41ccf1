/**
 * Page paths are built in one place (lib/paths.ts, from the route table lib/routes.mjs): a path typed
 * by hand in a page, a component or a lib module is refused here, so that a route that moves moves
 * everywhere at once. API paths (/api/...) are the JSON API's contract and are not page paths.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes.mjs';
import { paths } from '@/lib/paths';

/** Where page paths may be written: the table, the builders and the listing's address rules. */
const HOMES = new Set(['lib/routes.mjs', 'lib/paths.ts', 'lib/listing-path.ts']);

const segments = Object.values(ROUTES)
  .map((route) => route.path.split('/')[1])
  .filter((segment): segment is string => Boolean(segment));
// A quote or backtick, then a route's first segment as a whole path segment.
const PATH_LITERAL = new RegExp(`['"\`]/(?:${segments.join('|')})(?=[/'"\`?#$])`, 'g');

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', 'app', 'components', 'lib'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !HOMES.has(file));
}

describe('page paths come from lib/paths.ts', () => {
  it('no page, component or lib module types a page path by hand', () => {
    const found = sourceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          // Comments may name a path: only code counts.
          const code = line.replace(/^\s*(\/\*|\*|\/\/).*$/, '').replace(/\s\/\/.*$/, '');
          return (code.match(PATH_LITERAL) ?? []).map((match) => `${file}:${index + 1}: ${match}`);
        }),
    );
    expect(found).toEqual([]);
  });

  it('the builders give the table’s paths', () => {
    expect(paths.product('665f1c2b9d3e4a0012345678')).toBe('/product-detail/665f1c2b9d3e4a0012345678');
    expect(paths.listing({})).toBe('/products');
    expect(paths.trackOrder('SV-7K2M9QX')).toBe('/track-order?number=SV-7K2M9QX');
    expect(paths.trackOrder()).toBe('/track-order');
    expect(paths.search('thermal printer')).toBe('/search?q=thermal+printer');
    expect(paths.admin.editProduct('abc')).toBe('/admin/upload-products?id=abc');
    expect(paths.admin.orders({ status: 'new', q: '' })).toBe('/admin/orders?status=new');
  });
});
