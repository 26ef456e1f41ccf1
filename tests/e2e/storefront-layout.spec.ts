/**
 * The storefront's layout: products on the listing's first screen, the home page's
 * order, the slideshow's breakpoint, the header's current page, and one lower-case address per page.
 */
import { expect, test } from '@playwright/test';
import { ROUTES } from '@/lib/routes.mjs';
import { hydrated } from './helpers/hydration';

test.describe('the listing shows products on its first screen from 768 px', () => {
  for (const width of [1366, 820]) {
    test(`at ${width} px wide the first product card starts within the first 900 px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/products', '/products/label-printers']) {
        await page.goto(path);
        const card = page.getByTestId('product-grid').getByRole('article').first();
        await expect(card).toBeVisible();
        const box = await card.boundingBox();
        expect(box?.y, `${path}: top of the first card`).toBeLessThan(900);
        // The categories stand beside the grid, not above it.
        const sidebar = await page.getByRole('complementary', { name: 'Product categories' }).boundingBox();
        expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0), `${path}: sidebar ends left of the grid`).toBeLessThanOrEqual((box?.x ?? 0) + 1);
      }
    });
  }
});

test('home page: the marquee, then the videos (60%) beside the catalogue (40%), then the slideshow', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const marquee = await page.getByRole('region', { name: 'About Sanvio' }).boundingBox();
  const videos = await page.getByRole('region', { name: 'Product videos' }).boundingBox();
  const catalogue = await page.getByRole('heading', { name: 'Our Product Catalog' }).boundingBox();
  const slideshow = await page.getByRole('region', { name: 'Featured products' }).boundingBox();
  if (!marquee || !videos || !catalogue || !slideshow) throw new Error('a home page section is missing');
  expect(marquee.y).toBeLessThan(videos.y);
  expect(videos.y + videos.height).toBeLessThanOrEqual(slideshow.y + 1);
  // Side by side: the catalogue heading is in the same row, right of the videos.
  expect(catalogue.x).toBeGreaterThanOrEqual(videos.x + videos.width - 1);
  expect(catalogue.y).toBeLessThan(videos.y + videos.height);
  const rowWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(videos.width / rowWidth).toBeCloseTo(0.6, 1);
});

test.describe('the slideshow switches to the narrow picture set under 568 px exactly', () => {
  for (const [width, set] of [
    [567, '.png'],
    [568, '.webp'],
  ] as const) {
    test(`${width} px wide shows the ${set} set`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/slider');
      const first = page.getByRole('region', { name: 'Featured products' }).locator('img').first();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`\\${set}(\\?|$)`));
    });
  }
});

test('the header marks the page being shown with aria-current="page"', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [path, label] of [
    ['/', 'Home'],
    ['/about', 'About'],
    ['/products/label-printers', 'Products'],
    ['/blogs', 'Blogs'],
    ['/contact', 'Contact'],
  ] as const) {
    await page.goto(path);
    await expect(nav.locator('a[aria-current="page"]'), path).toHaveCount(1);
    await expect(nav.getByRole('link', { name: label }), path).toHaveAttribute('aria-current', 'page');
  }
});

test('every route of the route table written with capitals answers 308 to its lower-case path', async ({ request }) => {
  const capitalised = (pathname: string) => pathname.replace(/(^|[/-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
  const cases = Object.values(ROUTES)
    .map((route) => route.path)
    .filter((path) => path !== '/')
    .flatMap((path): [string, string][] => [
      [capitalised(path), path],
      [path.toUpperCase(), path],
    ]);
  cases.push(['/Products/Label-Printers', '/products/label-printers'], ['/ADMIN/Orders', '/admin/orders']);
  for (const [path, location] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://shop.test').pathname, path).toBe(location);
  }
  // Lower-case paths answer themselves.
  expect((await request.get('/about', { maxRedirects: 0 })).status()).toBe(200);
});

test.describe('the contact card turns to "Thank You!" on success', () => {
  async function sendMessage(page: import('@playwright/test').Page) {
    await page.goto('/contact');
    // The turn is the hydrated form's; before hydration the server renders the thank-you side directly.
    await hydrated(page);
    await page.getByPlaceholder('Your Full Name').fill('Card Turner');
    await page.getByPlaceholder('Enter your phone number').fill('98765 43210');
    await page.getByPlaceholder('Your Email').fill('card.turner@example.in');
    await page.getByPlaceholder('Your Message...').fill('Checking the thank-you side.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank You!')).toBeVisible();
    // The card's inner layer: the one that turns (or stays put and fades) once the transition ends.
    const inner = page.getByTestId('contact-card').locator(':scope > div');
    // Once its transitions have finished (none under reduced motion's instant fade).
    return inner.evaluate(async (element) => {
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      return getComputedStyle(element).transform;
    });
  }

  test('a 3D turn by default, with the form hidden behind it', async ({ page }) => {
    expect(await sendMessage(page)).toMatch(/^matrix3d\(/);
    await expect(page.getByPlaceholder('Your Full Name')).toBeHidden();
  });

  test('a fade, with no turn, under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await sendMessage(page)).toBe('none');
    await expect(page.getByPlaceholder('Your Full Name')).toBeHidden();
  });
});
