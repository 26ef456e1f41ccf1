import { beforeEach, describe, expect, it } from 'vitest';
import { DELETE, GET as GET_ONE, PATCH } from '@/app/api/products/[id]/route';
import { GET as GET_PRICES } from '@/app/api/products/prices/route';
import { GET, POST } from '@/app/api/products/route';
import { PAGE_SIZE } from '@/lib/shop-rules';
import { ProductModel } from '@/models/Product';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, signedInAdmin, withId } from './http';

useTestDatabase();
beforeEach(() => clearCollections());

const printer = {
  name: '3-inch Thermal Receipt Printer',
  description: 'Fast 80 mm billing printer with auto-cutter.',
  offer: 'Free installation in Ludhiana',
  rating: 4.5,
  category: 'Thermal Receipt Printers',
  images: ['/images/products/thermal-receipt-printers/1.webp', 'https://res.cloudinary.com/demo/image/upload/v1/p.webp'],
  price: 7499,
};

async function insertProducts(count: number, category = 'Barcode Scanners') {
  const base = Date.UTC(2026, 0, 1);
  await ProductModel.insertMany(
    Array.from({ length: count }, (_, i) => ({ name: `${category} ${i + 1}`, category, price: 1000 + i, createdAt: new Date(base + i * 1000) })),
  );
}

describe('GET /api/products (public)', () => {
  it('answers the whole catalogue as a plain array, newest first', async () => {
    await insertProducts(10);
    const response = await GET(request('/api/products'));
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<{ name: string; _id: string }>;
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(10);
    expect(list[0]?.name).toBe('Barcode Scanners 10');
    expect(response.headers.get('x-total-count')).toBeNull();
  });

  it('pages by category case-insensitively with X-Total-Count (8 per page by default)', async () => {
    await insertProducts(11, 'Label Printers');
    await insertProducts(3, 'Cash Drawers');
    const response = await GET(request('/api/products?category=label%20PRINTERS&page=2'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('11');
    const list = (await response.json()) as Array<{ name: string; category: string }>;
    expect(list).toHaveLength(11 - PAGE_SIZE);
    expect(list.every((p) => p.category === 'Label Printers')).toBe(true);
    expect(list.map((p) => p.name)).toEqual(['Label Printers 3', 'Label Printers 2', 'Label Printers 1']);
  });

  it('answers an unknown category with an empty page, not an error', async () => {
    await insertProducts(2);
    const response = await GET(request('/api/products?category=Teapots'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('0');
    expect(await response.json()).toEqual([]);
  });

  it.each(['page=0', 'page=abc', 'limit=1000', 'page=1.5'])('refuses a bad listing query (%s) with 400', async (query) => {
    const response = await GET(request(`/api/products?${query}`));
    expect(response.status).toBe(400);
    expect(typeof (await bodyOf(response)).message).toBe('string');
  });

  it('answers one product by id, 404 for an unknown id and 400 for a malformed one', async () => {
    const created = await ProductModel.create(printer);
    const id = String(created._id);
    const found = await GET_ONE(request(`/api/products/${id}`), withId(id));
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ ...printer, _id: id });
    const unknown = '0123456789abcdef01234567';
    expect((await GET_ONE(request(`/api/products/${unknown}`), withId(unknown))).status).toBe(404);
    expect((await GET_ONE(request('/api/products/not-an-id'), withId('not-an-id'))).status).toBe(400);
  });
});

describe('POST /api/products (admin)', () => {
  it('creates a product: 201 with the stored product', async () => {
    const { token } = await signedInAdmin();
    const response = await POST(request('/api/products', { method: 'POST', token, body: printer }));
    expect(response.status).toBe(201);
    const body = await bodyOf(response);
    expect(body).toMatchObject(printer);
    expect(await ProductModel.countDocuments()).toBe(1);
  });

  it('takes any casing of a category and stores the canonical spelling', async () => {
    const { token } = await signedInAdmin();
    const response = await POST(request('/api/products', { method: 'POST', token, body: { name: 'Scanner', category: 'barcode scanners' } }));
    expect(response.status).toBe(201);
    expect((await ProductModel.findOne().lean())?.category).toBe('Barcode Scanners');
  });

  it('keeps price optional (spec 5: sent only when filled)', async () => {
    const { token } = await signedInAdmin();
    const response = await POST(request('/api/products', { method: 'POST', token, body: { name: 'Print head', category: 'Spares' } }));
    expect(response.status).toBe(201);
    expect(await bodyOf(response)).not.toHaveProperty('price');
  });

  it.each([
    ['missing name', { name: undefined }],
    ['blank name', { name: '   ' }],
    ['missing category', { category: undefined }],
  ])('refuses %s with the spec message "⚠️ Please fill Product Name, & Category!"', async (_case, change) => {
    const { token } = await signedInAdmin();
    const response = await POST(request('/api/products', { method: 'POST', token, body: { ...printer, ...change } }));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe('⚠️ Please fill Product Name, & Category!');
    expect(await ProductModel.countDocuments()).toBe(0);
  });

  it.each([
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['negative price', { price: -1 }],
    ['price as text', { price: '100' }],
    ['six images', { images: Array.from({ length: 6 }, (_, i) => `/images/${i}.webp`) }],
    ['javascript: image URL', { images: ['javascript:alert(1)'] }],
    ['unknown category', { category: 'Teapots' }],
  ])('refuses %s with 400 and writes nothing', async (_case, change) => {
    const { token } = await signedInAdmin();
    const response = await POST(request('/api/products', { method: 'POST', token, body: { ...printer, ...change } }));
    expect(response.status).toBe(400);
    expect(await ProductModel.countDocuments()).toBe(0);
  });

  it('ignores unknown fields instead of storing them', async () => {
    const { token } = await signedInAdmin();
    const rawBody = JSON.stringify(printer).replace(
      /}$/,
      ',"isAdmin":true,"$where":"1","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    );
    const response = await POST(request('/api/products', { method: 'POST', token, rawBody }));
    expect(response.status).toBe(201);
    const stored = (await ProductModel.findOne().lean()) as Record<string, unknown>;
    expect(stored).not.toHaveProperty('isAdmin');
    expect(stored).not.toHaveProperty('$where');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('PATCH and DELETE /api/products/{id} (admin)', () => {
  it('edits a product and clears an optional field with null', async () => {
    const { token } = await signedInAdmin();
    const id = String((await ProductModel.create(printer))._id);
    const response = await PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { price: 6999, offer: null } }), withId(id));
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.price).toBe(6999);
    expect(body).not.toHaveProperty('offer');
    expect(body.name).toBe(printer.name);
  });

  it('refuses an invalid edit with 400 and leaves the product as it was', async () => {
    const { token } = await signedInAdmin();
    const id = String((await ProductModel.create(printer))._id);
    const response = await PATCH(request(`/api/products/${id}`, { method: 'PATCH', token, body: { rating: 9 } }), withId(id));
    expect(response.status).toBe(400);
    expect((await ProductModel.findById(id).lean())?.rating).toBe(4.5);
  });

  it('deletes: 200, then 404 for the same id', async () => {
    const { token } = await signedInAdmin();
    const id = String((await ProductModel.create(printer))._id);
    expect((await DELETE(request(`/api/products/${id}`, { method: 'DELETE', token }), withId(id))).status).toBe(200);
    expect((await DELETE(request(`/api/products/${id}`, { method: 'DELETE', token }), withId(id))).status).toBe(404);
    expect(await ProductModel.countDocuments()).toBe(0);
  });
});

describe("GET /api/products/prices (the checkout reads today's prices before showing the total)", () => {
  it('answers { id: price } for the ids asked, from the database, null for a product without a price, leaving out unknown ids', async () => {
    const priced = String((await ProductModel.create(printer))._id);
    const unpriced = String((await ProductModel.create({ ...printer, name: 'Quote-only scanner', price: undefined }))._id);
    const unknown = 'a'.repeat(24);
    // A price changed straight in the database (another instance's edit) shows at once: no catalogue cache here.
    await ProductModel.updateOne({ _id: priced }, { price: 6999 });
    const response = await GET_PRICES(request(`/api/products/prices?ids=${priced.toUpperCase()},${unpriced},${unknown},${priced}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await bodyOf(response)).toEqual({ [priced]: 6999, [unpriced]: null });
  });

  it("with details=1 answers each product's price, GST rate and availability for the quantity wanted: the units left when more are wanted than there are", async () => {
    const plenty = String((await ProductModel.create({ ...printer, stock: 10, gstRate: 5 }))._id);
    const few = String((await ProductModel.create({ ...printer, name: 'Few drawers', stock: 2 }))._id);
    const untracked = String((await ProductModel.create({ ...printer, name: 'Untracked' }))._id);
    const response = await GET_PRICES(request(`/api/products/prices?ids=${plenty}:12,${few},${untracked}:3&details=1`));
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({
      [plenty]: { price: printer.price, gstRate: 5, availability: 'low-stock', unitsLeft: 10 },
      [few]: { price: printer.price, gstRate: 18, availability: 'low-stock', unitsLeft: 2 },
      [untracked]: { price: printer.price, gstRate: 18 },
    });
    // Asking for no more than there are, plenty stays "in stock" with no number.
    expect(await bodyOf(await GET_PRICES(request(`/api/products/prices?ids=${plenty}:10&details=1`)))).toEqual({
      [plenty]: { price: printer.price, gstRate: 5, availability: 'in-stock' },
    });
  });

  it.each([
    ['no ids', ''],
    ['an empty list', '?ids='],
    ['a malformed id', '?ids=abc'],
    ['a quantity that is not a whole number from 1', `?ids=${'a'.repeat(24)}:0`],
    ['more ids than a cart holds', `?ids=${Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0')).join(',')}`],
  ])('refuses %s with 400 and a message', async (_case, query) => {
    const response = await GET_PRICES(request(`/api/products/prices${query}`));
    expect(response.status).toBe(400);
    expect(typeof (await bodyOf(response)).message).toBe('string');
  });
});
