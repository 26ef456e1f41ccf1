/**
 * The route table (lib/routes.mjs) against the app's folders and middleware's casing redirects: a
 * page route added without its row, or a row middleware does not redirect, fails here.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { middleware } from '@/middleware';
import { ROUTES } from '@/lib/routes.mjs';

const paths = Object.values(ROUTES).map((route) => route.path);

/** The first path segments the app's folders give pages to: app/(site)/<segment>/ and app/admin/. */
function appSegments(): string[] {
  const site = readdirSync(path.join(process.cwd(), 'app/(site)'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .map((entry) => entry.name);
  return [...site, 'admin'].sort();
}

/** /track-order -> /Track-Order; /products/label-printers -> /Products/Label-Printers. */
const capitalised = (pathname: string) => pathname.replace(/(^|[/-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

function redirectOf(pathname: string) {
  const response = middleware(new NextRequest(new URL(pathname, 'http://shop.test')));
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location, 'http://shop.test').pathname : null };
}

describe('the route table', () => {
  it('has a row for each page folder of the app, and each row but the home page has its folder', () => {
    const segments = paths.filter((route) => route !== '/').map((route) => route.split('/')[1]);
    expect([...segments].sort()).toEqual(appSegments());
  });

  it('every route written with capitals answers 308 to its lower-case path', () => {
    for (const route of paths.filter((route) => route !== '/')) {
      for (const spelling of [capitalised(route), route.toUpperCase()]) {
        expect(redirectOf(spelling), spelling).toEqual({ status: 308, location: route });
      }
      // Below the route too (a listing slug, an admin screen, a product id).
      const below = `${route}/some-page`;
      expect(redirectOf(capitalised(below)), capitalised(below)).toEqual({ status: 308, location: below });
    }
  });

  it('leaves lower-case paths to their routes', () => {
    for (const route of paths.filter((route) => route !== '/admin' && route !== '/login')) {
      expect(redirectOf(route), route).toEqual({ status: 200, location: null });
    }
  });
});
