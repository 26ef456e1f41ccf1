/**
 * The public storefront end to end: listing and pages, detail by URL, cart, checkout with COD
 * and UPI (orders checked through the admin API), contact form, 404, the 375 px menus and an axe scan.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '@/lib/messages';
import type { Category } from '@/lib/categories';
import { listingPath } from '@/lib/listing-path';
import { formatMoney, storedRupees } from '@/lib/money';
import { adminToken } from './helpers/admin';
import { nextAlert } from './helpers/dialogs';
import { hydrated } from './helpers/hydration';

interface ApiProduct {
  _id: string;
  name: string;
  price?: number;
  category: string;
  images: string[];
}

interface ApiOrder {
  orderNumber: string;
  paymentMethod: string;
  transactionId: string | null;
  totalAmount: number;
  items: Array<{ productId: string; quantity: number; price: number }>;
}

async function pricedProducts(request: APIRequestContext, count: number): Promise<ApiProduct[]> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  const products = ((await response.json()) as ApiProduct[]).filter((product) => typeof product.price === 'number');
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

async function findOrder(request: APIRequestContext, orderNumber: string): Promise<ApiOrder> {
  const token = await adminToken(request);
  const response = await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const order = ((await response.json()) as ApiOrder[]).find((candidate) => candidate.orderNumber === orderNumber);
  expect(order, `order ${orderNumber} in GET /api/orders`).toBeTruthy();
  return order as ApiOrder;
}

/** Accepts the next alert and hands back its text. */
async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function fillShipping(page: Page) {
  await page.getByLabel('Full Name').fill('Asha Verma');
  await page.getByLabel('Address (house, street, area)').fill('Shop 4, Ghumar Mandi');
  await page.getByLabel('City').fill('Ludhiana');
  await page.getByLabel('PIN Code').fill('141001');
  await expect(page.getByLabel('State')).toHaveValue('Punjab');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByLabel('Email').fill('asha@example.in');
}

const badge = (page: Page) => page.getByTestId('cart-badge');

/** A fetch made by a page's script, as the init script of the prefetch test records it. */
type FetchCall = { url: string; prefetch: boolean };
type RecordingWindow = Window & { __fetches: FetchCall[] };

test.describe('storefront', () => {
  test('home: marquee text, catalogue QR and link, slideshow with 8 dots that advances every 3 s and jumps on a dot click', async ({ page }) => {
    // The page's timers run on Playwright's clock: the 3 s are counted on it, never waited for.
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByText('Authorised Distributor and Service Center - TVS Electronics Limited').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Product Catalog' })).toBeVisible();
    await expect(page.getByTestId('catalogue-qr')).toBeVisible();
    const catalogue = page.getByRole('link', { name: /View Full Catalog/ });
    await expect(catalogue).toHaveAttribute('target', '_blank');
    await expect(catalogue).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('img[src="/images/videos/poster-1.webp"], img[src*="poster-1.webp"]').first()).toBeAttached();

    const dots = page.getByRole('button', { name: /^Show slide \d of 8/ });
    await expect(dots).toHaveCount(8);
    const slide = (n: number) => page.locator('[data-testid="slide"]').nth(n);
    // The first slide is the one shown as the page arrives: read from the server's HTML, as a busy machine may
    // already have run the installed clock past its 3 s by the time the page is checked.
    const firstSlide = (await (await page.request.get('/')).text()).match(/<div[^>]*aria-label="1 of 8[^"]*"[^>]*>/)?.[0];
    expect(firstSlide).toContain('data-active="true"');
    // The installed clock runs with real time until it is paused, so a busy machine would eat into the
    // 3 s. The slideshow arms a shown slide's timer in the same effect pass that puts the next slide's
    // picture in the page: once that picture is there the page is hydrated. Then the clock is paused,
    // and a dot click restarts the timer at a known instant, so the 3 s are checked to the millisecond.
    const armed = (next: number) => expect(slide(next).locator('picture')).toBeAttached();
    await armed(1);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 60_000);
    await dots.nth(2).click();
    await expect(slide(2)).toHaveAttribute('data-active', 'true');
    await armed(3);
    await page.clock.runFor(2999);
    await expect(slide(2)).toHaveAttribute('data-active', 'true');
    await page.clock.runFor(1);
    await expect(slide(3)).toHaveAttribute('data-active', 'true');
    await armed(4);
    await page.clock.runFor(2999);
    await expect(slide(3)).toHaveAttribute('data-active', 'true');
    await page.clock.runFor(1);
    await expect(slide(4)).toHaveAttribute('data-active', 'true');
    // A dot jumps at once and starts the 3 s again from the slide it shows.
    await dots.nth(5).click();
    await expect(slide(5)).toHaveAttribute('data-active', 'true');
    await expect(dots.nth(5)).toHaveAttribute('aria-current', 'true');
    await armed(6);
    await page.clock.runFor(2999);
    await expect(slide(5)).toHaveAttribute('data-active', 'true');
    await page.clock.runFor(1);
    await expect(slide(6)).toHaveAttribute('data-active', 'true');

    // WhatsApp chat button and the cart badge hidden at zero.
    await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(badge(page)).toHaveCount(0);
  });

  test('products: a category (any casing) filters the listing, page 2 is a real link, and changing category resets to page 1', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const cards = page.getByTestId('product-grid').getByRole('article');
    await expect(cards).toHaveCount(8);
    const firstOnPage1 = await cards.first().getByRole('heading').textContent();

    const pageTwo = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' });
    await expect(pageTwo).toHaveAttribute('href', '/products/page/2');
    await pageTwo.click();
    await expect(page).toHaveURL(/\/products\/page\/2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(8);
    expect(await cards.first().getByRole('heading').textContent()).not.toBe(firstOnPage1);

    await page.getByRole('complementary', { name: 'Product categories' }).getByRole('link', { name: 'Label Printers' }).click();
    await expect(page).toHaveURL(/\/products\/label-printers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Label Printers' })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    const labelCount = await cards.count();
    expect(labelCount).toBeGreaterThan(0);
    expect(labelCount).toBeLessThanOrEqual(8);

    // The older query form, the category in any casing, leads to the same page.
    await page.goto('/products?category=label%20PRINTERS');
    await expect(page).toHaveURL(/\/products\/label-printers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Label Printers' })).toBeVisible();
    await expect(cards).toHaveCount(labelCount);

    // Each card links to its detail page.
    await page.goto('/products');
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product-detail\/[a-f0-9]{24}$/);
  });

  test('product detail by URL: name, price, thumbnails that select the picture, category and description', async ({ page, request }) => {
    const [product] = await pricedProducts(request, 1);
    if (!product) throw new Error('no product');
    const response = await page.goto(`/product-detail/${product._id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(/^₹/).first()).toBeVisible();
    await expect(page.getByText(`Category:`)).toBeVisible();
    const choices = page.getByRole('radio', { name: /^Show picture \d+ of \d+$/ });
    const count = await choices.count();
    expect(count).toBe(Math.max(product.images.length, 1));
    await expect(choices.first()).toBeChecked();
    // Hidden ones included, so that "hidden" means there and not shown, never missing.
    const large = (i: number) =>
      page.getByRole('img', { name: count > 1 ? `${product.name}, picture ${i} of ${count}` : product.name, exact: true, includeHidden: true });
    await expect(large(1)).toBeVisible();
    if (count > 1) {
      const thumbnail = async (i: number) => page.locator(`label[for="${await choices.nth(i - 1).getAttribute('id')}"]`);
      const border = async (i: number) => (await thumbnail(i)).evaluate((label) => getComputedStyle(label).borderTopColor);
      // The selected thumbnail is highlighted: its border is not the others'.
      expect(await border(1)).not.toBe(await border(2));
      // A picture not chosen is not fetched: lazy, and out of the layout until it is chosen.
      await expect(large(2)).toHaveCount(1);
      await expect(large(2)).toBeHidden();
      expect(await large(2).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
      const highlighted = await border(1);
      // The thumbnail is the radio button's label: the tap lands on it.
      await (await thumbnail(2)).click();
      await expect(choices.nth(1)).toBeChecked();
      await expect(choices.first()).not.toBeChecked();
      await expect(large(2)).toBeVisible();
      await expect(large(1)).toBeHidden();
      await expect.poll(() => large(2).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await border(2)).toBe(highlighted);
      expect(await border(1)).not.toBe(highlighted);
      // From the keyboard, as any radio group: the arrow keys move the choice.
      await choices.nth(1).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(choices.first()).toBeChecked();
      await expect(large(1)).toBeVisible();
      await expect(large(2)).toBeHidden();
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Product"') && text.includes(product._id))).toBe(true);
  });

  test('a product page fetches no listing while it loads: its breadcrumb and category links are not prefetched, and still open the listing in place', async ({
    page,
    request,
  }) => {
    const [product] = await pricedProducts(request, 1);
    if (!product) throw new Error('no product');
    // Every fetch the page's script makes, with whether it was a router prefetch (Next's Next-Router-Prefetch header).
    await page.addInitScript(() => {
      const calls: FetchCall[] = [];
      (window as unknown as RecordingWindow).__fetches = calls;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        calls.push({ url, prefetch: new Headers(init?.headers).has('next-router-prefetch') });
        return original(input, init);
      };
    });
    await page.goto(`/product-detail/${product._id}`);
    await hydrated(page);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Products' })).toBeInViewport();
    // Links start their viewport prefetch from an IntersectionObserver callback, which a frame's
    // rendering queues: after two frames and the task queued behind them, any such fetch has begun.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    const fetches = () => page.evaluate(() => (window as unknown as RecordingWindow).__fetches);
    expect((await fetches()).filter((call) => call.prefetch)).toEqual([]);
    // The link still navigates in place: one request for the listing, made on the click.
    await breadcrumb.getByRole('link', { name: product.category }).click();
    await expect(page).toHaveURL((url) => url.pathname === listingPath({ category: product.category as Category }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const calls = await fetches();
    expect(calls.filter((call) => call.prefetch)).toEqual([]);
    expect(calls.filter((call) => call.url.includes('/products/')).length).toBe(1);
  });

  test("every picture the public pages offer answers, and the shop's own come from the copies the build resized", async ({ page, request }) => {
    const [product] = await pricedProducts(request, 1);
    const urls = new Set<string>();
    for (const path of ['/', '/products', '/blogs', '/about', `/product-detail/${product!._id}`]) {
      await page.goto(path);
      const sources = await page
        .locator('img')
        .evaluateAll((images) =>
          images.flatMap((image) => [
            image.getAttribute('src') ?? '',
            ...(image.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
          ]),
        );
      for (const source of sources) if (source.startsWith('/')) urls.add(source);
    }
    const sized = [...urls].filter((url) => url.startsWith('/images/w/'));
    // Every raster picture of the shop's own is offered from the build's copies; none is left to the optimiser.
    expect(sized.length).toBeGreaterThan(20);
    expect([...urls].filter((url) => /^\/_next\/image\?url=%2Fimages%2F/.test(url))).toEqual([]);
    for (const url of urls) {
      const response = await request.get(url, { headers: { accept: 'image/webp,*/*' } });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toMatch(/^image\//);
    }
  });

  test('unknown or malformed product id: "Product Not Found" with Go Back, HTTP 404', async ({ page }) => {
    for (const id of ['000000000000000000000000', 'not-an-id']) {
      const response = await page.goto(`/product-detail/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    }
    await page.goto('/products');
    await page.goto('/product-detail/000000000000000000000000');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('add to cart twice: one line with quantity 2 and badge 2; plus, minus, Remove and minus-to-zero', async ({ page, request }) => {
    const [first, second] = await pricedProducts(request, 2);
    if (!first || !second) throw new Error('no products');
    await page.goto(`/product-detail/${first._id}`);
    await hydrated(page); // Add to Cart adds in place once hydrated (before, its form opens the cart page)
    let alert = nextAlert(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await alert).toBe(`${first.name} added to cart!`);
    await expect(page).toHaveURL(/\/my-cart$/);
    await expect(badge(page)).toHaveText('1');

    await page.goto(`/product-detail/${first._id}`);
    await hydrated(page);
    alert = nextAlert(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await alert;
    await expect(page).toHaveURL(/\/my-cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('quantity')).toHaveText('2');
    await expect(badge(page)).toHaveText('2');

    await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await expect(page.getByTestId('quantity')).toHaveText('3');
    await expect(badge(page)).toHaveText('3');
    await page.getByRole('button', { name: `Decrease quantity of ${first.name}` }).click();
    await expect(page.getByTestId('quantity')).toHaveText('2');

    // A second product from a listing card: the alert names it and the badge counts pieces.
    await page.goto(`/products?category=${encodeURIComponent(second.category)}`); // the older query form, redirected
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: second.name, exact: true }) });
    await hydrated(page);
    alert = nextAlert(page);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await alert).toBe(`${second.name} added to cart!`);
    await expect(badge(page)).toHaveText('3');

    await page.goto('/my-cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.getByRole('button', { name: `Remove ${second.name}` }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('button', { name: `Decrease quantity of ${first.name}` }).click();
    await page.getByRole('button', { name: `Decrease quantity of ${first.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Shopping' })).toHaveAttribute('href', '/');
    await expect(badge(page)).toHaveCount(0);
  });

  test('the cart badge follows changes made in another tab', async ({ context, request }) => {
    const [product] = await pricedProducts(request, 1);
    if (!product) throw new Error('no product');
    const watcher = await context.newPage();
    await watcher.goto('/contact');
    const shopper = await context.newPage();
    await shopper.goto(`/product-detail/${product._id}`);
    await hydrated(shopper);
    const alert = nextAlert(shopper);
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    await alert;
    await expect(badge(watcher)).toHaveText('1');
  });

  test("checkout reads today's prices: a cart kept from before a price change shows and asks for the current total", async ({ page, request }) => {
    const [product] = await pricedProducts(request, 1);
    if (!product || product.price === undefined) throw new Error('no product');
    await page.goto('/');
    // The cart as stored when the product cost ₹500 more.
    await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([{ ...item, quantity: 1 }])), {
      _id: product._id,
      name: product.name,
      price: product.price + 500,
      image: product.images[0],
    });
    await page.goto('/buy-now');
    await expect(page.getByTestId('prices-updated')).toHaveText(messages.orders.pricesUpdated);
    await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(storedRupees(product.price)));
    await page.getByLabel('Online (UPI)').check();
    const link = await page.getByTestId('upi-qr').getAttribute('data-upi-link');
    expect(new URL(link ?? '').searchParams.get('am')).toBe(product.price.toFixed(2));
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ price: number }>)[0]?.price)).toBe(product.price);
  });

  test("checkout with COD from the cart: order placed with the server's total, cart cleared, back to Products", async ({ page, request }) => {
    const [first, second] = await pricedProducts(request, 2);
    if (!first || !second) throw new Error('no products');
    await page.goto('/');
    // Seed the cart as the site stores it; the first product twice.
    await page.evaluate(
      ([a, b]) =>
        localStorage.setItem(
          'cart',
          JSON.stringify([
            { ...a, quantity: 2 },
            { ...b, quantity: 1 },
          ]),
        ),
      [first, second].map((product) => ({ _id: product._id, name: product.name, price: product.price, image: product.images[0] })),
    );
    await page.goto('/my-cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/buy-now$/);
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByTestId('item-count')).toHaveText('3');
    await expect(page.getByLabel('Cash on Delivery (COD)')).toBeChecked();
    await fillShipping(page);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const text = await alert;
    expect(text.split('\n')[0]).toBe('Order placed successfully!');
    const orderNumber = /SV-[0-9A-Z]+/.exec(text)?.[0];
    expect(orderNumber).toBeTruthy();
    await expect(page).toHaveURL(/\/products$/);
    await expect(badge(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    const order = await findOrder(request, orderNumber as string);
    expect(order.paymentMethod).toBe('COD');
    expect(order.transactionId).toBeNull();
    const expected = Math.round(((first.price ?? 0) * 2 + (second.price ?? 0)) * 100) / 100;
    expect(order.totalAmount).toBe(expected);
  });

  test("checkout Online from a product's Buy Now: one-item cart kept across a reload, UPI details and QR, stored cart untouched", async ({ page, request }) => {
    const [kept, bought] = await pricedProducts(request, 2);
    if (!kept || !bought) throw new Error('no products');
    await page.goto(`/product-detail/${kept._id}`);
    await hydrated(page);
    const added = nextAlert(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await added;
    await expect(page).toHaveURL(/\/my-cart$/);

    await page.goto(`/product-detail/${bought._id}`);
    await page.getByRole('link', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/buy-now$/);
    await page.reload();
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await expect(page.getByTestId('checkout-line')).toContainText(bought.name);

    await page.getByRole('button', { name: `Increase quantity of ${bought.name}` }).click();
    await expect(page.getByTestId('item-count')).toHaveText('2');
    await fillShipping(page);
    await page.getByLabel('Online (UPI)').check();
    await expect(page.getByTestId('online-payment')).toContainText('sanvio@');
    const qr = page.getByTestId('upi-qr');
    await expect(qr).toBeVisible();
    const upi = new URL((await qr.getAttribute('data-upi-link')) ?? '');
    expect(upi.searchParams.get('am')).toBe(((bought.price ?? 0) * 2).toFixed(2));
    expect(upi.searchParams.get('cu')).toBe('INR');
    await expect(page.getByLabel('UPI transaction ID')).toHaveAttribute('required', '');
    await page.getByLabel('UPI transaction ID').fill('UPI412345678901');

    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const text = await alert;
    expect(text.startsWith('Order placed successfully!')).toBe(true);
    await expect(page).toHaveURL(/\/products$/);
    // The stored cart is untouched by a Buy Now order.
    await expect(badge(page)).toHaveText('1');

    const order = await findOrder(request, /SV-[0-9A-Z]+/.exec(text)?.[0] ?? '');
    expect(order.paymentMethod).toBe('Online');
    expect(order.transactionId).toBe('UPI412345678901');
    expect(order.items).toEqual([expect.objectContaining({ productId: bought._id, quantity: 2 })]);
    expect(order.totalAmount).toBe(Math.round((bought.price ?? 0) * 2 * 100) / 100);
  });

  test('checkout with nothing to buy: "No items found in your cart" and Go Shopping', async ({ page }) => {
    await page.goto('/buy-now');
    await expect(page.getByRole('heading', { name: 'No items found in your cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Shopping' })).toBeVisible();
  });

  test('contact: an invalid phone alerts and sends nothing; a valid form shows "Thank You!" and clears the fields', async ({ page }) => {
    // The page's own clock, so the form's pause before sending can be passed without waiting for it.
    await page.clock.install();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    // The alert is the hydrated form's; before hydration the server answers the same rule in the page.
    await hydrated(page);
    await page.getByPlaceholder('Your Full Name').fill('Asha Verma');
    await page.getByPlaceholder('Enter your phone number').fill('12345');
    await page.getByPlaceholder('Your Email').fill('asha@example.in');
    await page.getByPlaceholder('Your Message...').fill('Do you service TVS-E RP 3230 printers?');
    let posted = false;
    page.on('request', (req) => {
      // The form posts to its Server Action (a POST to the page itself).
      if (req.method() === 'POST') posted = true;
    });
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await alert).toBe('Please enter a valid 10-digit phone number.');
    // Well past the pause after which a valid form is sent: still nothing was.
    await page.clock.runFor(2_000);
    expect(posted).toBe(false);
    await page.clock.resume();

    await page.getByPlaceholder('Enter your phone number').fill(' 9876543210 ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Thank You!')).toBeVisible();
    await expect(page.getByText("Your message has been sent successfully. We'll get back to you as soon as possible.")).toBeVisible();
    await expect(page.getByPlaceholder('Your Full Name')).toHaveValue('');
    await expect(page.getByPlaceholder('Your Message...')).toHaveValue('');
  });

  test('404: unknown paths answer 404 with the spec texts inside the site chrome and a Go Back Home link', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist/at-all');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Sanvio Technologies');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Ouch, looks like you found our 404 page')).toBeVisible();
    await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // An unknown root path is answered by the [slug] segment's notFound(). Its CSS comes inline (next.config.mjs,
    // inlineCss), so the browser is never asked to preload a stylesheet the 404 does not use.
    const missing = await (await page.request.get('/no-such-page')).text();
    expect(missing).toContain('Ouch, looks like you found our 404 page');
    expect(missing).not.toMatch(/<link[^>]+as="style"/);
    expect(missing).not.toMatch(/<link[^>]+rel="stylesheet"/);
  });

  test('footer: policy links, quick links with My Account, map with a plain link fallback', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/termsandconditions',
      '/contactandsupportpolicy',
      '/privacypolicy',
      '/refundsandreturnpolicy',
      '/sustainabilitypolicy',
      '/',
      '/about',
      '/products',
      '/blogs',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(footer.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/login');
    // The map's frame is made as it nears the screen (tests/unit/map-embed.test.tsx: not before).
    await footer.getByRole('link', { name: /Open in Google Maps/ }).scrollIntoViewIfNeeded();
    await expect(footer.locator('iframe')).toHaveAttribute('loading', 'lazy');
    await expect(footer.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
    await expect(footer.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps/);
  });

  test.describe('375 px viewport', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu toggle opens the popover panel, Escape closes it and focus returns to the toggle', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
      await expect(about).toBeHidden();
      await toggle.click();
      expect(await page.locator('#site-menu').evaluate((panel) => panel.matches(':popover-open'))).toBe(true);
      await expect(about).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(about).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(about).toBeHidden();

      await toggle.click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' })).toBeHidden();
    });

    test('the Filter toggle shows the categories and closes when one is chosen', async ({ page }) => {
      await page.goto('/products');
      const sidebar = page.getByRole('complementary', { name: 'Product categories' });
      const link = sidebar.getByRole('link', { name: 'Cash Drawers' });
      await expect(link).toBeHidden();
      const filter = page.getByRole('button', { name: 'Filter' });
      await filter.click();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/products\/cash-drawers$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cash Drawers' })).toBeVisible();
      await expect(link).toBeHidden();
    });
  });

  // One test per page: axe's pass over a page takes a while on a busy machine, and each page gets its own time.
  const axePaths: Array<[string, (productId: string) => string]> = [
    ['/', () => '/'],
    ['/products', () => '/products'],
    ['/products/label-printers', () => '/products/label-printers'],
    ['a product page', (id) => `/product-detail/${id}`],
    ['a missing product', () => '/product-detail/000000000000000000000000'],
    ['/my-cart', () => '/my-cart'],
    ['/buy-now', () => '/buy-now'],
    ['/contact', () => '/contact'],
    ['/slider', () => '/slider'],
    ['/no-such-page', () => '/no-such-page'],
  ];
  for (const [name, pathOf] of axePaths) {
    test(`axe finds no serious or critical violations on ${name}`, async ({ page, request }) => {
      const [product] = await pricedProducts(request, 1);
      if (!product) throw new Error('no product');
      // Without motion: the home slideshow changes slides at once instead of fading, so axe never measures a
      // slide's contrast halfway through a fade (which a busy machine makes likely).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(pathOf(product._id));
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('axe finds no serious or critical violations on the cart and the checkout with items', async ({ page, request }) => {
    const [product] = await pricedProducts(request, 1);
    if (!product) throw new Error('no product');
    await page.goto('/');
    // The cart and the checkout with items, COD and Online.
    await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([{ ...item, quantity: 2 }])), {
      _id: product._id,
      name: product.name,
      price: product.price,
      image: product.images[0],
    });
    await page.goto('/my-cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/buy-now');
    await page.getByLabel('Online (UPI)').check();
    await expect(page.getByTestId('upi-qr')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
