import { listingQueryFromCacheKey } from '@/lib/api-listing-cache';
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

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  const query = listingQueryFromCacheKey((await params).key.map(decodePathSegment));
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
