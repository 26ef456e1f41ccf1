/**
 * Every control works from the first paint. A shopper on a phone (4x slower CPU, 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, set through the Chrome DevTools Protocol) uses each control the
 * moment it is visible, three page loads per control; a use that leads to nothing is a dead tap.
 * A control rendered disabled until it can work is not tapped until it is enabled: it is visibly
 * unavailable, not silently dead. Then the same forms are sent with JavaScript off.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminHeaders, adminToken, e2eAdmin } from './helpers/admin';
import { acceptDialog, nextAlert } from './helpers/dialogs';

const admin = e2eAdmin;

/** Slow 4G on a mid-range phone. */
const THROTTLING = { cpuRate: 4, latencyMs: 150, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000 };
const LOADS_PER_CONTROL = 3;
/** How long a tap may take to show its effect on the throttled phone before it counts as dead. */
const EFFECT_TIMEOUT_MS = 20_000;
/** How long a tap may wait for its control to be visible and enabled; a control that never is counts as dead. */
const TAP = { timeout: 60_000 };

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downBitsPerSecond / 8,
    uploadThroughput: THROTTLING.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
}

async function storedMessageNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/contact', { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Array<{ name: string }>).map((message) => message.name);
}

async function pricedProductId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/products');
  const product = ((await response.json()) as Array<{ _id: string; price?: number }>).find((candidate) => typeof candidate.price === 'number');
  if (!product) throw new Error('the seeded catalogue has no priced product');
  return product._id;
}

/** A product with more than one picture, for the gallery's thumbnails. */
async function galleryProduct(request: APIRequestContext): Promise<{ id: string; name: string; pictures: number }> {
  const response = await request.get('/api/products');
  const product = ((await response.json()) as Array<{ _id: string; name: string; images?: string[] }>).find((candidate) => (candidate.images?.length ?? 0) > 1);
  if (!product) throw new Error('the seeded catalogue has no product with two pictures');
  return { id: product._id, name: product.name, pictures: product.images!.length };
}

/** Taps the second thumbnail of the product page's gallery; true when its large picture shows and the first does not. */
async function tapSecondThumbnail(page: Page, product: { name: string; pictures: number }): Promise<boolean> {
  const second = page.getByRole('radio', { name: `Show picture 2 of ${product.pictures}` });
  await page.locator(`label[for="${await second.getAttribute('id', TAP)}"]`).click(TAP);
  // Hidden ones included: the first picture must be there and not shown, not missing.
  const large = (i: number) => page.getByRole('img', { name: `${product.name}, picture ${i} of ${product.pictures}`, exact: true, includeHidden: true });
  return happened(async () => (await large(2).isVisible()) && (await large(1).count()) === 1 && !(await large(1).isVisible()) && (await second.isChecked()));
}

/**
 * Passes when `effect` comes true within EFFECT_TIMEOUT_MS of the tap. A look that throws counts as
 * "not yet": a tap made before hydration navigates (Add to Cart opens the cart page), and a look taken
 * as the new page commits fails with "Execution context was destroyed". expect.poll ends at the first
 * throw of its callback, so the effect is asked again instead.
 */
async function happened(effect: () => Promise<unknown>): Promise<boolean> {
  const look = () => effect().catch(() => false);
  try {
    await expect.poll(look, { timeout: EFFECT_TIMEOUT_MS, intervals: [100, 250, 500] }).toBe(true);
    return true;
  } catch {
    return false;
  }
}

interface Control {
  name: string;
  /** A 375 px phone screen, or the desktop default. */
  phone: boolean;
  /** Loads the page, uses the control as soon as it is visible, and says whether anything came of it. */
  use: (page: Page, load: number) => Promise<boolean>;
}

function controls(request: APIRequestContext, productId: string, gallery: { id: string; name: string; pictures: number }, runId: string): Control[] {
  return [
    {
      name: 'menu toggle on /',
      phone: true,
      use: async (page) => {
        await page.goto('/', { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Open menu' }).click(TAP);
        return happened(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).isVisible());
      },
    },
    {
      name: 'Filter toggle on /products',
      phone: true,
      use: async (page) => {
        await page.goto('/products', { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Filter' }).click(TAP);
        return happened(() => page.getByRole('complementary', { name: 'Product categories' }).getByRole('link', { name: 'Cash Drawers' }).isVisible());
      },
    },
    {
      // Tapped before hydration, its form opens the cart page, which adds the product; after, it adds in place.
      name: 'Add to Cart on a /products card',
      phone: true,
      use: async (page) => {
        page.on('dialog', acceptDialog);
        await page.goto('/products', { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Add to Cart' }).first().click(TAP);
        return happened(() => page.evaluate(() => (window.localStorage.getItem('cart') ?? '').includes('"quantity":1')));
      },
    },
    {
      name: 'Add to Cart on a product page',
      phone: true,
      use: async (page) => {
        page.on('dialog', acceptDialog);
        await page.goto(`/product-detail/${productId}`, { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Add to Cart' }).click(TAP);
        return happened(() => page.evaluate((id) => (window.localStorage.getItem('cart') ?? '').includes(id), productId));
      },
    },
    {
      // The gallery is markup and stylesheet only: a thumbnail works with no script at all.
      name: 'a thumbnail on a product page',
      phone: true,
      use: async (page) => {
        await page.goto(`/product-detail/${gallery.id}`, { waitUntil: 'commit' });
        return tapSecondThumbnail(page, gallery);
      },
    },
    {
      name: 'contact form sent as soon as it showed',
      phone: true,
      use: async (page, load) => {
        const name = `Early Sender ${runId} ${load}`;
        await page.goto('/contact', { waitUntil: 'commit' });
        await page.getByPlaceholder('Your Full Name').fill(name);
        await page.getByPlaceholder('Enter your phone number').fill('+91 98765 43210');
        await page.getByPlaceholder('Your Email').fill('early.sender@example.in');
        await page.getByPlaceholder('Your Message...').fill('Sent the moment the form showed.');
        await page.getByRole('button', { name: 'Send Message' }).click(TAP);
        // The message must be stored, and the sender told so.
        const stored = await happened(async () => (await storedMessageNames(request)).includes(name));
        return stored && happened(() => page.getByText('Thank You!').isVisible());
      },
    },
    {
      name: 'login sent as soon as it showed',
      phone: true,
      use: async (page) => {
        await page.goto('/login', { waitUntil: 'commit' });
        await page.getByLabel('Email').fill(admin.email);
        await page.getByLabel('Password', { exact: true }).fill(admin.password);
        await page.getByRole('button', { name: 'Log In' }).click(TAP);
        return happened(async () => new URL(page.url()).pathname === '/admin');
      },
    },
  ];
}

async function freshPhonePage(browser: Browser, phone: boolean): Promise<Page> {
  const context = await browser.newContext(phone ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  await throttle(page);
  return page;
}

test.describe('no control is ever silently dead', () => {
  test.beforeAll(async ({ request }) => {
    await adminToken(request);
  });

  test(`a shopper on a throttled phone using each control as soon as it shows: 0 dead taps in ${7 * LOADS_PER_CONTROL}`, async ({ browser, request }) => {
    test.setTimeout(15 * 60_000);
    const productId = await pricedProductId(request);
    const gallery = await galleryProduct(request);
    const runId = String(Date.now());
    const rows: string[] = [];
    let dead = 0;
    let taps = 0;
    for (const control of controls(request, productId, gallery, runId)) {
      let deadHere = 0;
      for (let load = 1; load <= LOADS_PER_CONTROL; load += 1) {
        const page = await freshPhonePage(browser, control.phone);
        const worked = await control.use(page, load).catch(() => false);
        await page.context().close();
        taps += 1;
        if (!worked) deadHere += 1;
      }
      dead += deadHere;
      rows.push(`| ${control.name} | ${deadHere} of ${LOADS_PER_CONTROL} |`);
    }
    const report = ['| control | early uses that did nothing |', '| --- | --- |', ...rows, `dead taps: ${dead} of ${taps}`].join('\n');
    console.log(report);
    await test.info().attach('dead-taps.md', { body: report, contentType: 'text/markdown' });
    expect(dead, report).toBe(0);
  });
});

/** Holds every request for the page's own scripts until `release` is called with what to do with them. */
async function gateScripts(page: Page): Promise<(outcome: 'continue' | 'abort') => void> {
  let release: (outcome: 'continue' | 'abort') => void = () => undefined;
  const opened = new Promise<'continue' | 'abort'>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => ((await opened) === 'continue' ? route.continue() : route.abort()));
  return release;
}

/**
 * The POSTs the page makes from now on: posted by the browser as a page (a form sent without script),
 * Server Action calls made by the page's script, and order requests to /api/orders.
 */
function recordPosts(page: Page): { documents: string[]; actions: string[]; orders: string[] } {
  const posts = { documents: [] as string[], actions: [] as string[], orders: [] as string[] };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.isNavigationRequest()) posts.documents.push(request.url());
    else if (request.headers()['next-action']) posts.actions.push(request.url());
    else if (new URL(request.url()).pathname === '/api/orders') posts.orders.push(request.url());
  });
  return posts;
}

async function fillContactForm(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder('Your Full Name').fill(name);
  await page.getByPlaceholder('Enter your phone number').fill('+91 98765 43210');
  await page.getByPlaceholder('Your Email').fill('held.sender@example.in');
  await page.getByPlaceholder('Your Message...').fill('Sent before the page could send it.');
}

test.describe('a form sent before hydration is held, not posted by the browser', () => {
  test.beforeAll(async ({ request }) => {
    await adminToken(request);
  });

  test('sent twice before the script runs, the contact form is sent once, by the page, once it hydrates', async ({ page, request }) => {
    const name = `Held Sender ${Date.now()}`;
    const release = await gateScripts(page);
    const posts = recordPosts(page);
    // Not 'load': the page's scripts, held back, keep it from loading.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await fillContactForm(page, name);
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await send.click();
    // Nothing went out: the page is not hydrated, and the browser did not post the form.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await expect(page.getByPlaceholder('Your Full Name')).toHaveValue(name);
    expect(posts.documents).toEqual([]);
    expect(posts.actions).toEqual([]);

    release('continue');
    await expect(page.getByText('Thank You!')).toBeVisible();
    expect(posts.actions).toHaveLength(1);
    expect(posts.documents).toEqual([]);
    expect((await storedMessageNames(request)).filter((stored) => stored === name)).toHaveLength(1);
  });

  test('the Buy Now checkout keeps what was typed before hydration, and a Place Order tapped then places one order once it hydrates', async ({
    page,
    request,
  }) => {
    const productId = await pricedProductId(request);
    const release = await gateScripts(page);
    const posts = recordPosts(page);
    const alert = nextAlert(page);
    await page.goto(`/buy-now?product=${productId}`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full Name').fill('Harpreet Kaur');
    await page.getByLabel('Address (house, street, area)').fill('Shop 9, Ghumar Mandi');
    await page.getByLabel('City').fill('Ludhiana');
    await page.getByLabel('PIN Code').fill('141001');
    await page.getByLabel('Mobile Number').fill('9812345678');
    await page.getByLabel('Email').fill('harpreet@example.in');
    // Chosen by hand: the PIN code's suggestion of it needs the page's script.
    await page.getByLabel('State', { exact: true }).selectOption('Punjab');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    expect(posts.documents).toEqual([]);

    release('continue');
    expect(await alert).toMatch(/Your order number is SV-[0-9A-Z]{7}\./);
    await expect(page).toHaveURL(/\/products$/);
    expect(posts.orders).toHaveLength(1);
    expect(posts.documents).toEqual([]);
  });

  test('the Buy Now checkout keeps what was typed before hydration; the PIN code then suggests its state', async ({ page, request }) => {
    const productId = await pricedProductId(request);
    const release = await gateScripts(page);
    await page.goto(`/buy-now?product=${productId}`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full Name').fill('Harpreet Kaur');
    await page.getByLabel('PIN Code').fill('141001');
    release('continue');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByLabel('Full Name')).toHaveValue('Harpreet Kaur');
    await expect(page.getByLabel('PIN Code')).toHaveValue('141001');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('Punjab');
    // Typing on goes on from what was there.
    await page.getByLabel('Full Name').press('End');
    await page.getByLabel('Full Name').pressSequentially(' Sandhu');
    await expect(page.getByLabel('Full Name')).toHaveValue('Harpreet Kaur Sandhu');
  });

  test("when the page's script cannot load, the held form is posted by the browser and answered by the server", async ({ page, request }) => {
    const name = `Held Then Posted ${Date.now()}`;
    const release = await gateScripts(page);
    // Not 'load': the page's scripts, held back, keep it from loading.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await fillContactForm(page, name);
    const posts = recordPosts(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByPlaceholder('Your Full Name')).toHaveValue(name);
    expect(posts.documents).toEqual([]);

    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.isNavigationRequest());
    release('abort');
    await posted;
    await expect(page.getByText('Thank You!')).toBeVisible();
    expect((await storedMessageNames(request)).filter((stored) => stored === name)).toHaveLength(1);
  });
});

test.describe('with JavaScript off, no form loses its submission', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeAll(async ({ request }) => {
    await adminToken(request);
  });

  test('the contact form stores the message and shows "Thank You!"; a refusal keeps what was typed', async ({ page, request }) => {
    const name = `No Script ${Date.now()}`;
    await page.goto('/contact');
    await page.getByPlaceholder('Your Full Name').fill(name);
    await page.getByPlaceholder('Enter your phone number').fill('12345');
    await page.getByPlaceholder('Your Email').fill('noscript@example.in');
    await page.getByPlaceholder('Your Message...').fill('Written with scripts turned off.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid 10-digit phone number.');
    await expect(page.getByPlaceholder('Your Message...')).toHaveValue('Written with scripts turned off.');
    expect(await storedMessageNames(request)).not.toContain(name);

    await page.getByPlaceholder('Enter your phone number').fill('098765-43210');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank You!')).toBeVisible();
    await expect(page.getByText("Your message has been sent successfully. We'll get back to you as soon as possible.")).toBeVisible();
    expect(await storedMessageNames(request)).toContain(name);
  });

  test('the admin login signs in and opens /admin; a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByLabel('Email')).toHaveValue(admin.email);

    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Welcome, Admin')).toBeVisible();
  });

  test("a product page's thumbnails choose its large picture without script", async ({ page, request }) => {
    const gallery = await galleryProduct(request);
    await page.goto(`/product-detail/${gallery.id}`);
    expect(await tapSecondThumbnail(page, gallery)).toBe(true);
  });

  test('the menu and the Filter panel open without script', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
    await page.goto('/products');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('complementary', { name: 'Product categories' }).getByRole('link', { name: 'Cash Drawers' })).toBeVisible();
  });
});
