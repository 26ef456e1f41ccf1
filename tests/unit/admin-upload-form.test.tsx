// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '@/components/admin/admin-texts';
import { UploadProductForm } from '@/components/admin/products/upload-product-form';
import { messages } from '@/lib/messages';
import type { Product } from '@/lib/types/product';
import { MAX_UPLOAD_BYTES } from '@/lib/shop-rules';

interface Call {
  url: string;
  method: string;
  body: unknown;
  ifMatch: string | null;
}

let calls: Call[] = [];
let answers: Array<(call: Call) => Response> = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = [];
  let previews = 0;
  // jsdom has no blob: URLs; the form only needs distinct strings for its previews.
  URL.createObjectURL = () => `blob:preview-${++previews}`;
  URL.revokeObjectURL = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { url, method: init.method ?? 'GET', body, ifMatch: new Headers(init.headers).get('if-match') };
      calls.push(call);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected fetch ${call.method} ${url}`);
      return answer(call);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The status line showing exactly this text (its leading emoji is drawn as SVG, the character kept visually hidden). */
const statusLine = (text: string) => (_content: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Product Name/), '3-inch Thermal Receipt Printer');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Thermal Receipt Printers');
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: adminTexts.uploadButton }));
const fileInput = () => screen.getByLabelText(adminTexts.addImages) as HTMLInputElement;
const previews = () => screen.queryAllByRole('img', { name: /preview/ });
const productPosts = () => calls.filter((call) => call.url === '/api/products');

describe('Upload Products form: required fields', () => {
  it('shows "⚠️ Please fill Product Name, & Category!" and sends nothing when the name is missing', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm />);
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Label Printers');
    await submit(user);
    expect(screen.getByRole('alert').textContent).toBe('⚠️ Please fill Product Name, & Category!');
    expect(calls).toHaveLength(0);
  });

  it('shows the same message and sends nothing when the category is missing', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm />);
    await user.type(screen.getByLabelText(/Product Name/), 'Cash drawer');
    await submit(user);
    expect(screen.getByRole('alert').textContent).toBe('⚠️ Please fill Product Name, & Category!');
    expect(calls).toHaveLength(0);
  });

  it('marks each empty required field with its own message beside it, and focuses the first', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm />);
    await submit(user);
    const name = screen.getByLabelText(/Product Name/);
    const category = screen.getByLabelText(/^Category/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(adminTexts.nameRequired);
    expect(document.getElementById(category.getAttribute('aria-describedby')!)?.textContent).toBe(adminTexts.categoryRequired);
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('alert').textContent).toBe('⚠️ Please fill Product Name, & Category!');
    // Filling a field takes its mark away.
    await user.type(name, 'Cash drawer');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(adminTexts.nameRequired)).toBeNull();
    expect(category.getAttribute('aria-invalid')).toBe('true');
  });

  it('draws the success mark as SVG, not an emoji glyph, and links to the new product and its edit form', async () => {
    const user = userEvent.setup();
    answers.push(() => json({ _id: 'a1b2c3d4e5f6a1b2c3d4e5f6', name: '3-inch Thermal Receipt Printer' }, 201));
    render(<UploadProductForm />);
    await fillRequired(user);
    await submit(user);
    const line = await screen.findByText(statusLine('✅ Product uploaded successfully!'));
    expect(line.querySelector('svg[data-mark="success"]')).not.toBeNull();
    expect(line.querySelector('.visually-hidden')?.textContent?.trim()).toBe('✅');
    expect(screen.getByRole('link', { name: adminTexts.viewProductPage('3-inch Thermal Receipt Printer') }).getAttribute('href')).toBe(
      '/product-detail/a1b2c3d4e5f6a1b2c3d4e5f6',
    );
    expect(screen.getByRole('link', { name: adminTexts.editSavedProduct('3-inch Thermal Receipt Printer') }).getAttribute('href')).toBe(
      '/admin/upload-products?id=a1b2c3d4e5f6a1b2c3d4e5f6',
    );
  });

  it('offers exactly the 16 categories', () => {
    render(<UploadProductForm />);
    const options = (screen.getByLabelText(/^Category/) as HTMLSelectElement).options;
    expect(Array.from(options).filter((option) => option.value)).toHaveLength(16);
  });

  it('refuses a rating outside 1-5 with the server schema message, sending nothing', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Rating/), '7');
    await submit(user);
    expect(screen.getByRole('alert').textContent).toBe('Rating must be between 1 and 5.');
    expect(calls).toHaveLength(0);
  });
});

describe('Upload Products form: price is optional and sent only when filled', () => {
  it('leaves price out of the product when the field is empty', async () => {
    const user = userEvent.setup();
    answers.push(() => json({ _id: 'p1' }, 201));
    render(<UploadProductForm />);
    await fillRequired(user);
    await submit(user);
    await screen.findByText(statusLine('✅ Product uploaded successfully!'));
    expect(productPosts()).toHaveLength(1);
    const body = productPosts()[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ name: '3-inch Thermal Receipt Printer', category: 'Thermal Receipt Printers', images: [], gstRate: 18 });
    expect('price' in body).toBe(false);
  });

  it('sends the price as a number when filled', async () => {
    const user = userEvent.setup();
    answers.push(() => json({ _id: 'p1' }, 201));
    render(<UploadProductForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Price/), '7499.5');
    await user.type(screen.getByLabelText(/Rating/), '4.5');
    await submit(user);
    await screen.findByText(statusLine('✅ Product uploaded successfully!'));
    expect(productPosts()[0]?.body).toMatchObject({ price: 7499.5, rating: 4.5 });
  });
});

describe('Upload Products form: images', () => {
  it('keeps at most 5 images and drops the extras beyond 5, saying so', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm />);
    await user.upload(
      fileInput(),
      Array.from({ length: 7 }, (_, i) => png(`photo-${i + 1}.png`)),
    );
    expect(previews()).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toContain(adminTexts.extrasDropped(2));
    expect(fileInput().disabled).toBe(true);
  });

  it('counts images already chosen toward the 5', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm />);
    await user.upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')]);
    await user.upload(fileInput(), [png('d.png'), png('e.png'), png('f.png')]);
    expect(previews()).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toContain(adminTexts.extrasDropped(1));
  });

  it('rejects files that are not images (and image types the shop cannot take)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<UploadProductForm />);
    await user.upload(fileInput(), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      png('ok.png'),
    ]);
    expect(previews()).toHaveLength(1);
    const alert = screen.getByRole('alert').textContent ?? '';
    expect(alert).toContain(adminTexts.notAnImage('notes.txt'));
    expect(alert).toContain(adminTexts.notAnImage('logo.svg'));
  });

  it('rejects an image over 5 MB', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm />);
    await user.upload(fileInput(), [png('huge.png', MAX_UPLOAD_BYTES + 1), png('fine.png', MAX_UPLOAD_BYTES)]);
    expect(previews()).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain(adminTexts.imageTooLarge('huge.png'));
  });

  it('lets each preview be removed', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm />);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: adminTexts.removeImage(1) }));
    expect(previews()).toHaveLength(1);
  });

  it('uploads each image in its own request, then saves the product with their URLs in order, and resets', async () => {
    const user = userEvent.setup();
    let overlaySeen = false;
    answers.push(
      () => json({ secure_url: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png' }, 201),
      () => {
        overlaySeen = screen.queryByText('Uploading product, please wait...') !== null;
        return json({ secure_url: 'https://res.cloudinary.com/demo/image/upload/v1/sanvio/products/b.png' }, 201);
      },
      () => json({ _id: 'p1' }, 201),
    );
    render(<UploadProductForm />);
    await fillRequired(user);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await submit(user);
    await screen.findByText(statusLine('✅ Product uploaded successfully!'));

    expect(overlaySeen).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/uploads', 'POST /api/uploads', 'POST /api/products']);
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(productPosts()[0]?.body).toMatchObject({
      images: ['/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', 'https://res.cloudinary.com/demo/image/upload/v1/sanvio/products/b.png'],
    });
    // Reset after success.
    expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('');
    expect(previews()).toHaveLength(0);
    expect(screen.queryByText('Uploading product, please wait...')).toBeNull();
  });

  it('shows the server\'s reason when it refuses an image, not "Cloudinary upload failed"', async () => {
    const user = userEvent.setup();
    answers.push(() => json({ message: 'Only JPEG, PNG, WebP or GIF images can be uploaded.' }, 415));
    render(<UploadProductForm />);
    await fillRequired(user);
    await user.upload(fileInput(), [png('a.png')]);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('❌ Error uploading product: Only JPEG, PNG, WebP or GIF images can be uploaded.');
    expect(productPosts()).toHaveLength(0);
  });

  it('reports "❌ Error uploading product: Cloudinary upload failed" when an image upload fails without a reason, saving nothing', async () => {
    const user = userEvent.setup();
    answers.push(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    render(<UploadProductForm />);
    await fillRequired(user);
    await user.upload(fileInput(), [png('a.png')]);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(`${'❌ Error uploading product: '}${'Cloudinary upload failed'}`);
    expect(productPosts()).toHaveLength(0);
    // The form keeps what was typed, so the admin can try again.
    expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('3-inch Thermal Receipt Printer');
  });

  it('reports "❌ Error uploading product: Failed to save product to backend" when saving fails', async () => {
    const user = userEvent.setup();
    answers.push(() => json({ message: 'The service is temporarily unavailable.' }, 503));
    render(<UploadProductForm />);
    await fillRequired(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(`${'❌ Error uploading product: '}${'Failed to save product to backend'}`);
  });
});

describe('Upload Products form: editing a product', () => {
  const product: Product = {
    _id: '0123456789abcdef01234567',
    name: 'TVS-E RP 3230 Receipt Printer',
    category: 'Thermal Receipt Printers',
    price: 8999,
    rating: 4,
    offer: 'Free installation',
    images: ['/images/products/thermal-receipt-printers/1.webp'],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('opens prefilled and saves with PATCH; an emptied optional field is cleared with null', async () => {
    const user = userEvent.setup();
    answers.push(() => json(product));
    render(<UploadProductForm product={product} />);
    expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe(product.name);
    expect((screen.getByLabelText(/Price/) as HTMLInputElement).value).toBe('8999');
    expect(previews()).toHaveLength(1);

    await user.clear(screen.getByLabelText(/Price/));
    await user.type(screen.getByLabelText(/Price/), '7999');
    await user.clear(screen.getByLabelText(/Offer/));
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    await screen.findByText(statusLine(adminTexts.productUpdated));

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: `/api/products/${product._id}`, method: 'PATCH' });
    expect(calls[0]?.body).toEqual({
      name: product.name,
      category: product.category,
      price: 7999,
      rating: 4,
      offer: null,
      description: null,
      hsnCode: null,
      gstRate: 18,
      images: product.images,
      stock: null,
    });
  });

  it('sets the stock as a whole number of units, prefilled on edit; emptied, the product is no longer tracked', async () => {
    const user = userEvent.setup();
    answers.push(() => json({ ...product, stock: 12 }));
    answers.push(() => json(product));
    render(<UploadProductForm product={{ ...product, stock: 4 }} />);
    const stock = screen.getByLabelText(/Stock/) as HTMLInputElement;
    expect(stock.value).toBe('4');
    await user.clear(stock);
    await user.type(stock, '12');
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    await screen.findByText(statusLine(adminTexts.productUpdated));
    expect(calls[0]?.body).toMatchObject({ stock: 12 });
    await user.clear(stock);
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ stock: null });
  });

  it('sends the ETag it was opened with as If-Match, and the next save the ETag the last one answered', async () => {
    const user = userEvent.setup();
    answers.push(() => new Response(JSON.stringify(product), { headers: { 'Content-Type': 'application/json', ETag: '"v4"' } }));
    answers.push(() => new Response(JSON.stringify(product), { headers: { 'Content-Type': 'application/json', ETag: '"v5"' } }));
    render(<UploadProductForm product={product} etag={'"v3"'} />);
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    await screen.findByText(statusLine(adminTexts.productUpdated));
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 30_000 });
    expect(calls.map((call) => call.ifMatch)).toEqual(['"v3"', '"v4"']);
  });

  it('says the product was changed elsewhere, and to reload, when the save answers 412', async () => {
    const user = userEvent.setup();
    answers.push(() => json({ message: 'refused' }, 412));
    render(<UploadProductForm product={product} etag={'"v3"'} />);
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    expect(
      await screen.findByText('This product was changed elsewhere after you opened it. Reload the page to see the current version, then make your edit again.'),
    ).toBeTruthy();
    expect(screen.queryByText(statusLine(adminTexts.productUpdated))).toBeNull();
  });
  it('sends the stock it was opened with as stockWas, then the figure its last save stored; an untracked product sends none', async () => {
    const user = userEvent.setup();
    answers.push(() => json({ ...product, stock: 9 }));
    answers.push(() => json({ ...product, stock: 9 }));
    render(<UploadProductForm product={{ ...product, stock: 4 }} etag={'"v3"'} />);
    const stock = screen.getByLabelText(/Stock/) as HTMLInputElement;
    await user.clear(stock);
    await user.type(stock, '9');
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    await screen.findByText(statusLine(adminTexts.productUpdated));
    expect(calls[0]?.body).toMatchObject({ stock: 9, stockWas: 4 });
    // A price change alone still names the stock the form holds, now the one it saved.
    await user.clear(screen.getByLabelText(/Price/));
    await user.type(screen.getByLabelText(/Price/), '7999');
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ price: 7999, stock: 9, stockWas: 9 });
    cleanup();

    // A product whose stock was not counted has no figure to compare: starting to count sends none.
    answers.push(() => json({ ...product, stock: 6 }));
    render(<UploadProductForm product={product} />);
    await user.type(screen.getByLabelText(/Stock/), '6');
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.body).toMatchObject({ stock: 6 });
    expect(calls[2]?.body).not.toHaveProperty('stockWas');
  });

  it('when the stock moved since it was opened (412 with the current figure), says so with that figure and to reload', async () => {
    const user = userEvent.setup();
    // The server's answer (lib/server/catalogue/products.ts): the message with the figure, and the figure.
    answers.push(() => json({ message: messages.products.stockMoved(2), stock: 2 }, 412));
    render(<UploadProductForm product={{ ...product, stock: 5 }} etag={'"v3"'} />);
    await user.clear(screen.getByLabelText(/Price/));
    await user.type(screen.getByLabelText(/Price/), '7999');
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    expect(
      await screen.findByText('The stock changed since you opened this product: 2 in stock now. Reload the page, then make your change again.'),
    ).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ stock: 5, stockWas: 5 });
    expect(screen.queryByText(messages.products.changedElsewhere)).toBeNull();
    expect(screen.queryByText(statusLine(adminTexts.productUpdated))).toBeNull();
    // The figure the form shows is not replaced: the admin reloads to see the current one.
    expect((screen.getByLabelText(/Stock/) as HTMLInputElement).value).toBe('5');
  });
});

describe('Upload Products form: GST rate and HSN code', () => {
  const stored: Product = {
    _id: '0123456789abcdef01234568',
    name: 'Paper Rolls',
    category: 'Consumables',
    price: 45,
    images: [],
    gstRate: 12,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const rateOptions = () => Array.from((screen.getByLabelText(/GST rate/) as HTMLSelectElement).options).map((option) => [option.value, option.disabled]);

  it('offers only the current slabs 0, 5, 18 and 40% for a new product', () => {
    render(<UploadProductForm />);
    expect(rateOptions()).toEqual([
      ['0', false],
      ['5', false],
      ['18', false],
      ['40', false],
    ]);
    expect(screen.queryByTestId('hsn-missing')).toBeNull();
  });

  it('flags a stored product at a retired rate and without an HSN code, and saves nothing until a current slab is chosen', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm product={stored} />);
    expect(rateOptions()).toEqual([
      ['12', true],
      ['0', false],
      ['5', false],
      ['18', false],
      ['40', false],
    ]);
    expect(screen.getByTestId('retired-rate').textContent).toBe("12% is no longer a GST slab. Choose the product's current rate to save the product.");
    expect(screen.getByTestId('hsn-missing').textContent).toContain('No HSN code');

    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    expect(
      await screen.findByText('GST rate must be one of the current slabs: 0, 5, 18 or 40%. The 12 and 28% rates ended on 22 September 2025.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    answers.push(() => json({ ...stored, gstRate: 18, hsnCode: '481190' }));
    await user.selectOptions(screen.getByLabelText(/GST rate/), '18');
    await user.type(screen.getByLabelText(/HSN code/), '481190');
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    await screen.findByText(statusLine(adminTexts.productUpdated));
    expect(calls[0]?.body).toMatchObject({ gstRate: 18, hsnCode: '481190' });
    // Saved: the flags follow what is stored now.
    expect(screen.queryByTestId('hsn-missing')).toBeNull();
    expect(screen.queryByTestId('retired-rate')).toBeNull();
    expect(rateOptions()).toEqual([
      ['0', false],
      ['5', false],
      ['18', false],
      ['40', false],
    ]);
  });

  it('takes the fewest HSN digits from its page: with 6, a 4-digit code is refused before anything is sent', async () => {
    const user = userEvent.setup();
    render(<UploadProductForm product={{ ...stored, gstRate: 18, hsnCode: '4811' }} hsnMinDigits={6} />);
    expect(screen.getByLabelText(/HSN code \(6-8 digits\)/)).toBeTruthy();
    // A stored 4-digit code is not enough for an invoice once the minimum is 6: the form says so.
    expect(screen.getByTestId('hsn-missing')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: adminTexts.saveButton }));
    expect(await screen.findByText('HSN code must be 6 to 8 digits.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
