import { ABSENT_PARAM, LISTING_PARAMS } from '@/lib/api-listing-cache';
import { decodePathSegment, errorResponse, json } from '@/lib/http';
import { messages } from '@/lib/messages';
import { renderWithoutCatalogue } from '@/lib/products';
import { productListingResponse } from '../../listing-response';

/**
 * GET /api/products from the full-route cache. Middleware rewrites /api/products with no listing
 * parameters to ./whole, and with cacheable ones to ./q/{category}/{page}/{limit} ("~" for one that
 * is absent; apiListingCachePath in lib/api-listing-cache.ts). The answer is cached on first request and tagged `products` through the
 * catalogue read, so an admin's create/edit/delete shows on the next request. Direct requests to
 * this path answer 404 (middleware).
 */
export const revalidate = 300; // The catalogue cache's safety-net interval (lib/products.ts).
export const dynamicParams = true;

export function generateStaticParams(): Array<{ key: string[] }> {
  return [];
}

function queryFromKey(key: string[]): URLSearchParams | null {
  if (key.length === 1 && key[0] === 'whole') return new URLSearchParams();
  if (key.length !== 4 || key[0] !== 'q') return null;
  const params = new URLSearchParams();
  LISTING_PARAMS.forEach((name, i) => {
    const value = key[i + 1] ?? ABSENT_PARAM;
    if (value !== ABSENT_PARAM) params.set(name, decodePathSegment(value));
  });
  return params;
}

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  const query = queryFromKey((await params).key);
  if (!query) return json({ message: messages.http.notFound }, { status: 404 });
  try {
    return await productListingResponse(query);
  } catch (error) {
    // The same error answer as the per-request route (503 while the database is unreachable), cached
    // for a second rather than five minutes. The request is not read: a cached route may not.
    await renderWithoutCatalogue();
    return errorResponse(error);
  }
}
