/**
 * The catalogue API's caching contract: public answers may be kept by a proxy or CDN for 60 s and
 * carry an ETag (If-None-Match -> 304); a signed-in admin reads the database, never a cache; and an
 * admin's edit carries the ETag it started from, so an edit made elsewhere in between is refused
 * with 412 instead of being overwritten.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as GET_ONE, PATCH } from '@/app/api/products/[id]/route';
import { GET, POST } from '@/app/api/products/route';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';

useTestDatabase();
beforeEach(() => clearCollections());

const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';
const CHANGED_ELSEWHERE = 'This product was changed elsewhere after you opened it. Reload the page to see the current version, then make your edit again.';

async function insertPrinter(fields: Record<string, unknown> = {}) {
  const created = await ProductModel.create({ name: 'TVS LP 46 Neo', category: 'Label Printers', price: 14999, ...fields });
  return String(created._id);
}

describe('GET /api/products for visitors', () => {
  it('may be kept by shared caches for 60 s, with an ETag and Vary on the admin credentials', async () => {
    await insertPrinter();
    const response = await GET(request('/api/products?page=1'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers.get('vary')).toBe('Authorization, Cookie');
  });

  it('answers 304 with no body to an If-None-Match naming the current ETag, weak or strong', async () => {
    await insertPrinter();
    const first = await GET(request('/api/products'));
    const etag = first.headers.get('etag') ?? '';
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await GET(request('/api/products', { headers: { 'if-none-match': header } }));
      expect(again.status, header).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
  });

  it('gives a new ETag once the catalogue changes', async () => {
    const id = await insertPrinter();
    const before = (await GET(request('/api/products'))).headers.get('etag');
    await ProductModel.updateOne({ _id: id }, { $set: { price: 15999 } });
    const after = await GET(request('/api/products', { headers: { 'if-none-match': before ?? '' } }));
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('never lets a cache keep an error', async () => {
    const response = await GET(request('/api/products?page=0'));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('admin reads', () => {
  it('come from the database, private and never stored, for the list and for one product', async () => {
    const id = await insertPrinter();
    const { token } = await signedInAdmin();
    const list = await GET(request('/api/products?page=1&limit=20', { token }));
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const one = await GET_ONE(request(`/api/products/${id}`, { token }), withId(id));
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('private, no-store');
    expect(one.headers.get('etag')).toBe('"v0"');
  });

  it('fall back to the public answer for a token that is not valid', async () => {
    const id = await insertPrinter();
    const response = await GET_ONE(request(`/api/products/${id}`, { token: 'not-a-token' }), withId(id));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });
});

describe('conditional edits', () => {
  it('a product starts at version 0; each write moves its ETag on and the PATCH answers the new one', async () => {
    const { token } = await signedInAdmin();
    const created = await POST(
      request('/api/products', { method: 'POST', token, body: { name: 'Cash Drawer CD-405', category: 'Cash Drawers', price: 3200 } }),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"v0"');
    const { _id: id } = (await bodyOf(created)) as { _id: string };
    const first = await PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 3300 }, headers: { 'if-match': '"v0"' } }), withId(id));
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"v1"');
    const second = await PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 3400 }, headers: { 'if-match': '"v1"' } }), withId(id));
    expect(second.headers.get('etag')).toBe('"v2"');
    expect((await ProductModel.findById(id).lean())?.price).toBe(3400);
  });

  it('an If-Match that no longer matches answers 412 with the reload message and writes nothing', async () => {
    const id = await insertPrinter();
    const { token } = await signedInAdmin();
    // Two admins opened the product at v0; the first saves.
    const firstSave = await PATCH(
      request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 13999 }, headers: { 'if-match': '"v0"' } }),
      withId(id),
    );
    expect(firstSave.status).toBe(200);
    const secondSave = await PATCH(
      request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 12999, name: 'Renamed' }, headers: { 'if-match': '"v0"' } }),
      withId(id),
    );
    expect(secondSave.status).toBe(412);
    expect((await bodyOf(secondSave)).message).toBe(CHANGED_ELSEWHERE);
    const stored = await ProductModel.findById(id).lean();
    expect(stored).toMatchObject({ price: 13999, name: 'TVS LP 46 Neo', version: 1 });
  });

  it('a weak or foreign ETag in If-Match never matches (412), and * or no If-Match edits unconditionally', async () => {
    const id = await insertPrinter();
    const { token } = await signedInAdmin();
    for (const header of ['W/"v0"', '"abc"', '"v1"']) {
      const refused = await PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 1 }, headers: { 'if-match': header } }), withId(id));
      expect(refused.status, header).toBe(412);
    }
    const any = await PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 2 }, headers: { 'if-match': '*' } }), withId(id));
    expect(any.status).toBe(200);
    const plain = await PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 3 } }), withId(id));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('etag')).toBe('"v2"');
  });

  it('a product stored before versions were kept counts as version 0', async () => {
    const id = await insertPrinter();
    await ProductModel.collection.updateOne({ _id: new ProductModel.base.Types.ObjectId(id) }, { $unset: { version: '' } });
    const { token } = await signedInAdmin();
    const read = await GET_ONE(request(`/api/products/${id}`, { token }), withId(id));
    expect(read.headers.get('etag')).toBe('"v0"');
    const saved = await PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 100 }, headers: { 'if-match': '"v0"' } }), withId(id));
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"v1"');
  });

  it('of many simultaneous edits from the same version, exactly one is written', async () => {
    const id = await insertPrinter();
    const { token } = await signedInAdmin();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 1000 + i }, headers: { 'if-match': '"v0"' } }), withId(id)),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412, 412, 412, 412]);
    expect((await ProductModel.findById(id).lean())?.version).toBe(1);
  });

  it('an edit of an unknown product is 404, with or without If-Match', async () => {
    const { token } = await signedInAdmin();
    const id = '0123456789abcdef01234567';
    const answer = await PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 1 }, headers: { 'if-match': '"v0"' } }), withId(id));
    expect(answer.status).toBe(404);
  });
});
